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
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

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
const tooLong = (max: number, o: MessageOptions) => (v: string) =>
  textLength(v) > max ? m.resume_too_long({ max }, o) : null;

/** The form's rules, their messages in the render's locale. */
const resumeValidators = (o: MessageOptions) => ({
  name: (v: string) =>
    !v.trim()
      ? m.resume_name_required({}, o)
      : textLength(v.trim()) > RESUME_LIMITS.name
        ? m.resume_name_too_long({}, o)
        : null,
  sex: (v: string) => (v ? null : m.resume_sex_required({}, o)),
  birthday: (v: string) =>
    !v
      ? m.resume_birthday_required({}, o)
      : !/^\d{4}-\d{2}-\d{2}$/.test(v) || !dayjs(v).isValid()
        ? m.resume_date_invalid({}, o)
        : dayjs(v).isAfter(dayjs().subtract(15, 'year'))
          ? m.resume_too_young({}, o)
          : null,
  phone: (v: string) =>
    !v
      ? m.resume_phone_required({}, o)
      : isValidHkPhone(normalizeHkPhone(v))
        ? null
        : m.resume_phone_invalid({}, o),
  email: (v: string) => emailError(v, true, o),
  qualificationid: (v: string) => (v ? null : m.resume_qualification_required({}, o)),
  workyearsid: (v: string) => (v ? null : m.resume_work_years_required({}, o)),
  employmenttypeid: (v: string) => (v ? null : m.resume_employment_type_required({}, o)),
  education: tooLong(RESUME_LIMITS.education, o),
  workexperience: tooLong(RESUME_LIMITS.workexperience, o),
  introduce: tooLong(RESUME_LIMITS.introduce, o),
});

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
  const o = useMessageOptions();
  const form = useClearingForm<ResumeValues>(
    { initialValues: initial, validate: resumeValidators(o), onValuesChange: onChange },
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
            label={m.resume_name({}, o)}
            required
            description={<FieldCounter value={form.values.name} max={RESUME_LIMITS.name} />}
            {...form.getInputProps('name')}
          />
          <Radio.Group label={m.resume_sex({}, o)} required {...form.getInputProps('sex')}>
            <Group gap="lg" mt={6}>
              <Radio value="M" label={m.resume_male({}, o)} />
              <Radio value="F" label={m.resume_female({}, o)} />
            </Group>
          </Radio.Group>
          <TextInput
            label={m.resume_birthday({}, o)}
            type="date"
            required
            max={dayjs().format('YYYY-MM-DD')}
            {...form.getInputProps('birthday')}
          />
          <TextInput
            label={m.resume_phone({}, o)}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={24}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={m.resume_email({}, o)}
            type="email"
            required
            {...form.getInputProps('email')}
          />
          <Select
            label={m.resume_qualification({}, o)}
            required
            placeholder={m.resume_choose({}, o)}
            data={options(tables.qualification)}
            {...form.getInputProps('qualificationid')}
          />
          <Select
            label={m.resume_work_years({}, o)}
            required
            placeholder={m.resume_choose({}, o)}
            data={options(tables.workYears)}
            {...form.getInputProps('workyearsid')}
          />
          <Select
            label={m.resume_employment_type({}, o)}
            required
            placeholder={m.resume_choose({}, o)}
            data={options(tables.employmentType)}
            {...form.getInputProps('employmenttypeid')}
          />
          <Select
            label={m.resume_district({}, o)}
            placeholder={m.resume_any_district({}, o)}
            clearable
            searchable
            data={tables.districts}
            {...form.getInputProps('arealevel2id')}
            value={form.values.arealevel2id || null}
            onChange={(v) => form.setFieldValue('arealevel2id', v ?? '')}
          />
        </SimpleGrid>
        <Textarea
          label={m.resume_education({}, o)}
          autosize
          minRows={3}
          description={<FieldCounter value={form.values.education} max={RESUME_LIMITS.education} />}
          {...form.getInputProps('education')}
        />
        <Textarea
          label={m.resume_experience({}, o)}
          autosize
          minRows={4}
          description={
            <FieldCounter value={form.values.workexperience} max={RESUME_LIMITS.workexperience} />
          }
          {...form.getInputProps('workexperience')}
        />
        <Textarea
          label={m.resume_introduce({}, o)}
          autosize
          minRows={3}
          description={<FieldCounter value={form.values.introduce} max={RESUME_LIMITS.introduce} />}
          {...form.getInputProps('introduce')}
        />
        <Radio.Group
          label={m.resume_open({}, o)}
          description={m.resume_open_hint({}, o)}
          {...form.getInputProps('isopen')}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="0" label={m.resume_closed_option({}, o)} />
            <Radio value="1" label={m.resume_open_option({}, o)} />
          </Stack>
        </Radio.Group>
        {statement}
        {error ? (
          <FormError title={m.resume_save_failed({}, o)} testId="resume-error">
            {error}
          </FormError>
        ) : null}
        <Group>
          <Button type="submit" loading={saving}>
            {m.resume_save({}, o)}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {m.resume_cancel({}, o)}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
