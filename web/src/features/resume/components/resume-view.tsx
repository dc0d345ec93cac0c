import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, type Resume } from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
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
  const o = useMessageOptions();
  const district =
    tables.districts.flatMap((g) => g.items).find((d) => d.value === resume.arealevel2id)?.label ??
    m.resume_any_district({}, o);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label={m.resume_name({}, o)} value={resume.name} />
        <Field
          label={m.resume_sex({}, o)}
          value={
            resume.sex === 'M'
              ? m.resume_male({}, o)
              : resume.sex === 'F'
                ? m.resume_female({}, o)
                : undefined
          }
        />
        <Field label={m.resume_birthday({}, o)} value={resume.birthday} />
        <Field label={m.resume_phone({}, o)} value={resume.phone} />
        <Field label={m.resume_email({}, o)} value={resume.email} />
        <Field
          label={m.resume_qualification({}, o)}
          value={describe(tables.qualification, resume.qualificationid)}
        />
        <Field
          label={m.resume_work_years({}, o)}
          value={describe(tables.workYears, resume.workyearsid)}
        />
        <Field
          label={m.resume_employment_type({}, o)}
          value={describe(tables.employmentType, resume.employmenttypeid)}
        />
        <Field label={m.resume_district({}, o)} value={district} />
      </SimpleGrid>
      <Field label={m.resume_education({}, o)} value={resume.education} />
      <Field label={m.resume_experience({}, o)} value={resume.workexperience} />
      <Field label={m.resume_introduce({}, o)} value={resume.introduce} />
      {resume.updatetime ? (
        <Text size="xs" c="dimmed">
          {m.resume_updated_at({ time: formatDateTime(resume.updatetime) }, o)}
        </Text>
      ) : null}
    </Stack>
  );
}
