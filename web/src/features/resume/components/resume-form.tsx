import { useEffect, useRef, type ReactNode } from 'react';
import {
  Button,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import dayjs from 'dayjs';
import {
  RESUME_LIMITS,
  textLength,
  emailError,
  isValidHkPhone,
  normalizeHkPhone,
  type CodeTableEntry,
  type Resume,
  type ResumeInput,
  type UserInfo,
} from '@portal/shared';
import { FieldCounter } from '../../../components/field-counter/field-counter';
import { showFirstError } from '../../../lib/forms/first-error';
import { FormError } from '../../../components/form-error/form-error';
import { useClearingForm } from '../../../lib/forms/use-clearing-form';

export type ResumeValues = Required<Omit<ResumeInput, 'clientid' | 'sex'>> & {
  sex: 'M' | 'F' | '';
  /**
   * Whether clinics may look the resume up: '1' open, '0' closed. Kept as text because the radio
   * group works with strings; the save turns it into the `isopen` the status call takes.
   */
  isopen: '0' | '1';
};

/** What the form hands over: the resume itself, and the open status chosen for it. */
interface ResumeSubmit {
  input: ResumeInput;
  isopen: 0 | 1;
}

export function emptyResume(defaults: Partial<ResumeValues> = {}): ResumeValues {
  return {
    name: '',
    sex: '',
    birthday: '',
    phone: '',
    email: '',
    qualificationid: '',
    workyearsid: '',
    employmenttypeid: '',
    arealevel2id: '',
    education: '',
    workexperience: '',
    introduce: '',
    // A resume stays private until its owner chooses otherwise.
    isopen: '0',
    ...defaults,
  };
}

export function resumeValues(r: Resume): ResumeValues {
  return {
    name: r.name ?? '',
    sex: r.sex ?? '',
    birthday: r.birthday ?? '',
    phone: r.phone ?? '',
    email: r.email ?? '',
    qualificationid: r.qualificationid ?? '',
    workyearsid: r.workyearsid ?? '',
    employmenttypeid: r.employmenttypeid ?? '',
    arealevel2id: r.arealevel2id ?? '',
    education: r.education ?? '',
    workexperience: r.workexperience ?? '',
    introduce: r.introduce ?? '',
    isopen: r.isopen === 1 ? '1' : '0',
  };
}

/** The profile fields a resume can borrow: any of them may be missing from a sparse upstream. */
export type ResumeProfile = Partial<
  Pick<UserInfo, 'username' | 'phone' | 'sex' | 'birthday' | 'email'>
> | null;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Fills the resume's empty personal fields from the client's profile, so a new resume does not ask
 * again for what the client already told us. Only empty fields are filled: what a saved resume says
 * wins. Profile values that the form could not show as they are (a sex other than M/F, a birth
 * date not in `YYYY-MM-DD`) are left out rather than guessed at.
 */
export function prefillResume(values: ResumeValues, profile: ResumeProfile): ResumeValues {
  if (!profile) return values;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const sex = str(profile.sex);
  const birthday = str(profile.birthday);
  return {
    ...values,
    name: values.name || str(profile.username),
    phone: values.phone || str(profile.phone),
    sex: values.sex || (sex === 'M' || sex === 'F' ? sex : ''),
    birthday: values.birthday || (DATE_RE.test(birthday) ? birthday : ''),
    email: values.email || str(profile.email),
  };
}

// Sent as written: counted as the API counts it, spaces included.
const tooLong = (max: number) => (v: string) =>
  textLength(v) > max ? `不可超過 ${max} 個字` : null;

const resumeValidators = {
  name: (v: string) =>
    !v.trim() ? '請輸入姓名' : textLength(v.trim()) > RESUME_LIMITS.name ? '姓名太長' : null,
  sex: (v: string) => (v ? null : '請選擇性別'),
  birthday: (v: string) =>
    !v
      ? '請輸入出生日期'
      : !/^\d{4}-\d{2}-\d{2}$/.test(v) || !dayjs(v).isValid()
        ? '請輸入正確日期'
        : dayjs(v).isAfter(dayjs().subtract(15, 'year'))
          ? '求職者須年滿 15 歲'
          : null,
  phone: (v: string) =>
    !v ? '請輸入聯絡電話' : isValidHkPhone(normalizeHkPhone(v)) ? null : '請輸入 8 位香港電話號碼',
  email: (v: string) => emailError(v, true),
  qualificationid: (v: string) => (v ? null : '請選擇學歷'),
  workyearsid: (v: string) => (v ? null : '請選擇工作年資'),
  employmenttypeid: (v: string) => (v ? null : '請選擇工作類型'),
  education: tooLong(RESUME_LIMITS.education),
  workexperience: tooLong(RESUME_LIMITS.workexperience),
  introduce: tooLong(RESUME_LIMITS.introduce),
};

interface DistrictGroup {
  group: string;
  items: { value: string; label: string }[];
}

export interface ResumeCodeTables {
  qualification: CodeTableEntry[];
  workYears: CodeTableEntry[];
  employmentType: CodeTableEntry[];
  districts: DistrictGroup[];
}

function options(entries: CodeTableEntry[]) {
  return entries.map((e) => ({ value: e.codeid, label: e.codedesc || e.codeDesc || e.codeid }));
}

interface ResumeFormProps {
  initial: ResumeValues;
  tables: ResumeCodeTables;
  saving: boolean;
  onSubmit: (submit: ResumeSubmit) => void;
  onCancel?: () => void;
  /** Shown above the buttons (the personal data collection statement). */
  statement?: ReactNode;
  /** Called on every edit (the page drops a failed save's message: it was about the old values). */
  onEdit?: () => void;
  /** Called with the values after every edit (the page keeps them as a draft). */
  onChange?: (values: ResumeValues) => void;
  /** Why the resume was not saved (shown by the save button, in view and announced). */
  error?: string | null;
}

export function ResumeForm({
  initial,
  tables,
  saving,
  onSubmit,
  onCancel,
  statement,
  onEdit,
  onChange,
  error = null,
}: ResumeFormProps) {
  const form = useClearingForm<ResumeValues>(
    { initialValues: initial, validate: resumeValidators, onValuesChange: onChange },
    onEdit,
  );
  // The form is long: what stops it being saved is brought into view and focused.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (error) showFirstError(formRef.current);
  }, [error]);
  return (
    <form
      method="post"
      noValidate
      ref={formRef}
      onSubmit={form.onSubmit(
        ({ isopen, ...v }) =>
          onSubmit({
            input: {
              ...v,
              sex: v.sex as 'M' | 'F',
              name: v.name.trim(),
              phone: normalizeHkPhone(v.phone),
              email: v.email.trim(),
            },
            isopen: isopen === '1' ? 1 : 0,
          }),
        () => showFirstError(formRef.current),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="姓名"
            required
            description={<FieldCounter value={form.values.name} max={RESUME_LIMITS.name} />}
            {...form.getInputProps('name')}
          />
          <Radio.Group label="性別" required {...form.getInputProps('sex')}>
            <Group gap="lg" mt={6}>
              <Radio value="M" label="男" />
              <Radio value="F" label="女" />
            </Group>
          </Radio.Group>
          <TextInput
            label="出生日期"
            type="date"
            required
            max={dayjs().format('YYYY-MM-DD')}
            {...form.getInputProps('birthday')}
          />
          <TextInput
            label="聯絡電話"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={24}
            {...form.getInputProps('phone')}
          />
          <TextInput label="電郵地址" type="email" required {...form.getInputProps('email')} />
          <Select
            label="學歷"
            required
            placeholder="請選擇"
            data={options(tables.qualification)}
            {...form.getInputProps('qualificationid')}
          />
          <Select
            label="工作年資"
            required
            placeholder="請選擇"
            data={options(tables.workYears)}
            {...form.getInputProps('workyearsid')}
          />
          <Select
            label="希望工作類型"
            required
            placeholder="請選擇"
            data={options(tables.employmentType)}
            {...form.getInputProps('employmenttypeid')}
          />
          <Select
            label="希望工作地區"
            placeholder="不限"
            clearable
            searchable
            data={tables.districts}
            {...form.getInputProps('arealevel2id')}
            value={form.values.arealevel2id || null}
            onChange={(v) => form.setFieldValue('arealevel2id', v ?? '')}
          />
        </SimpleGrid>
        <Textarea
          label="學歷及專業資格"
          autosize
          minRows={3}
          description={<FieldCounter value={form.values.education} max={RESUME_LIMITS.education} />}
          {...form.getInputProps('education')}
        />
        <Textarea
          label="工作經驗"
          autosize
          minRows={4}
          description={
            <FieldCounter value={form.values.workexperience} max={RESUME_LIMITS.workexperience} />
          }
          {...form.getInputProps('workexperience')}
        />
        <Textarea
          label="自我介紹"
          autosize
          minRows={3}
          description={<FieldCounter value={form.values.introduce} max={RESUME_LIMITS.introduce} />}
          {...form.getInputProps('introduce')}
        />
        <Radio.Group
          label="公開履歷"
          description="公開後，招聘診所可以搜尋及查看你的履歷；你之後仍可隨時更改。"
          {...form.getInputProps('isopen')}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="0" label="不公開：只有你應徵的診所可以查看" />
            <Radio value="1" label="公開：招聘診所都可以查看" />
          </Stack>
        </Radio.Group>
        {statement}
        {error ? (
          <FormError title="未能儲存履歷" testId="resume-error">
            {error}
          </FormError>
        ) : null}
        <Group>
          <Button type="submit" loading={saving}>
            儲存履歷
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              取消
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
