import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, type Resume } from '@portal/shared';
import type { ResumeCodeTables } from './resume-form';
import classes from './resume.module.css';

function describe(
  entries: { codeid: string; codedesc: string; codeDesc?: string }[],
  id: string | undefined,
) {
  if (!id) return undefined;
  const e = entries.find((x) => x.codeid === id);
  return e ? e.codedesc || e.codeDesc || id : id;
}

function Field({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text className={classes.value}>{value || '—'}</Text>
    </Stack>
  );
}

export function ResumeView({ resume, tables }: { resume: Resume; tables: ResumeCodeTables }) {
  const district =
    tables.districts.flatMap((g) => g.items).find((d) => d.value === resume.arealevel2id)?.label ??
    '不限';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="姓名" value={resume.name} />
        <Field
          label="性別"
          value={resume.sex === 'M' ? '男' : resume.sex === 'F' ? '女' : undefined}
        />
        <Field label="出生日期" value={resume.birthday} />
        <Field label="聯絡電話" value={resume.phone} />
        <Field label="電郵地址" value={resume.email} />
        <Field label="學歷" value={describe(tables.qualification, resume.qualificationid)} />
        <Field label="工作年資" value={describe(tables.workYears, resume.workyearsid)} />
        <Field
          label="希望工作類型"
          value={describe(tables.employmentType, resume.employmenttypeid)}
        />
        <Field label="希望工作地區" value={district} />
      </SimpleGrid>
      <Field label="學歷及專業資格" value={resume.education} />
      <Field label="工作經驗" value={resume.workexperience} />
      <Field label="自我介紹" value={resume.introduce} />
      {resume.updatetime ? (
        <Text size="xs" c="dimmed">
          最後更新：{formatDateTime(resume.updatetime)}
        </Text>
      ) : null}
    </Stack>
  );
}
