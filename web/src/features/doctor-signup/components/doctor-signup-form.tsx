import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconFile, IconInfoCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  DOCTOR_SIGNUP_LIMITS,
  FILE_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  emailError,
  isValidHkPhone,
  isValidRegno,
  normalizeHkPhone,
  normalizeRegno,
  SITE_NAME,
  textLength,
  type Area,
  type CallBody,
  type OSClientLookup,
} from '@portal/shared';
import { FieldCounter } from '../../../components/field-counter/field-counter';
import { showFirstError } from '../../../lib/forms/first-error';
import { FormError } from '../../../components/form-error/form-error';
import { useClearingForm } from '../../../lib/forms/use-clearing-form';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import type { SignupDraft } from '../lib/signup-draft';
import { PhoneVerification, type PhoneVerificationProps } from './phone-verification';

/** Longer than the API takes (its limits count characters as `textLength` does). */
const over = (v: string, max: number) => textLength(v.trim()) > max;

export interface SignupValues {
  name: string;
  phone: string;
  regno: string;
  clinicname: string;
  arealevel1id: string;
  arealevel2id: string;
  specialty: string;
  email: string;
  note: string;
  documents: { url: string; filename: string }[];
  /** The SMS sign-up code (checked before uploads, sent with the application). */
  code: string;
}

/** The form's checks, their messages in the render's locale `o` (the source locale without it). */
export const signupValidators = (o?: MessageOptions) => ({
  name: (v: string) =>
    !v.trim()
      ? m.doctor_signup_name_required({}, o)
      : over(v, DOCTOR_SIGNUP_LIMITS.name)
        ? m.doctor_signup_name_too_long({}, o)
        : null,
  phone: (v: string) =>
    !v
      ? m.doctor_signup_phone_required({}, o)
      : isValidHkPhone(normalizeHkPhone(v))
        ? null
        : m.doctor_signup_phone_invalid({}, o),
  regno: (v: string) =>
    !v.trim()
      ? m.doctor_signup_regno_required({}, o)
      : isValidRegno(normalizeRegno(v))
        ? null
        : m.doctor_signup_regno_invalid({}, o),
  clinicname: (v: string) =>
    !v.trim()
      ? m.doctor_signup_clinic_required({}, o)
      : over(v, DOCTOR_SIGNUP_LIMITS.clinicname)
        ? m.doctor_signup_clinic_too_long({}, o)
        : null,
  arealevel1id: (v: string) => (v ? null : m.doctor_signup_region_required({}, o)),
  arealevel2id: (v: string) => (v ? null : m.doctor_signup_district_required({}, o)),
  specialty: (v: string) =>
    over(v, DOCTOR_SIGNUP_LIMITS.specialty) ? m.doctor_signup_specialty_too_long({}, o) : null,
  email: (v: string) => emailError(v, true, o),
  note: (v: string) =>
    over(v, DOCTOR_SIGNUP_LIMITS.note)
      ? m.doctor_signup_note_too_long({ max: DOCTOR_SIGNUP_LIMITS.note }, o)
      : null,
  documents: (v: SignupValues['documents']) =>
    v.length === 0
      ? m.doctor_signup_documents_required({}, o)
      : v.length > DOCTOR_SIGNUP_LIMITS.documents
        ? m.doctor_signup_documents_max({ max: DOCTOR_SIGNUP_LIMITS.documents }, o)
        : null,
});

interface DoctorSignupFormProps {
  regions: Area[];
  /** Loads the districts of a region. */
  useDistricts: (regionId: string) => Area[] | undefined;
  lookupPhone: (phone: string) => Promise<OSClientLookup>;
  sendCode: PhoneVerificationProps['sendCode'];
  verifyCode: PhoneVerificationProps['verifyCode'];
  upload: (file: File) => Promise<{ url: string; filename: string }>;
  submitting: boolean;
  onSubmit: (body: CallBody<'doctorClinicSignup'>) => void;
  statement?: ReactNode;
  /** Called on every edit (the page drops a failed application's message). */
  onEdit?: () => void;
  /** What was typed before a reload (see signup-draft.ts): fills the form it starts with. */
  draft?: SignupDraft | null;
  /** Called with the values after every edit (the page keeps the typed ones as a draft). */
  onChange?: (values: SignupValues) => void;
  /** Why the application was refused (shown by the submit button, in view and announced). */
  error?: string | null;
}

export function DoctorSignupForm({
  regions,
  useDistricts,
  lookupPhone,
  sendCode,
  verifyCode,
  upload,
  submitting,
  onSubmit,
  statement,
  onEdit,
  draft = null,
  onChange,
  error = null,
}: DoctorSignupFormProps) {
  const o = useMessageOptions();
  const form = useClearingForm<SignupValues>(
    {
      initialValues: {
        name: '',
        phone: '',
        regno: '',
        clinicname: '',
        arealevel1id: '',
        arealevel2id: '',
        specialty: '',
        email: '',
        note: '',
        ...draft,
        documents: [],
        code: '',
      },
      validate: signupValidators(o),
      onValuesChange: onChange,
    },
    onEdit,
  );
  /** The key of the checked sign-up code ('' until the phone is verified). */
  const [verifiedKey, setVerifiedKey] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const districts = useDistricts(form.values.arealevel1id);
  const [existing, setExisting] = useState<OSClientLookup | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const phone = normalizeHkPhone(form.values.phone);
  // Asked once the phone is verified: the portal tells only its proven owner about an account.
  useEffect(() => {
    setExisting(null);
    if (!isValidHkPhone(phone) || !verifiedKey) return;
    let live = true;
    lookupPhone(phone)
      .then((r) => live && setExisting(r?.exists ? r : null))
      .catch(() => live && setExisting(null));
    return () => {
      live = false;
    };
  }, [phone, verifiedKey, lookupPhone]);

  const addFiles = async (files: File[]) => {
    setUploadError(null);
    if (!verifiedKey) {
      setUploadError(m.doctor_signup_verify_first({}, o));
      return;
    }
    const room = DOCTOR_SIGNUP_LIMITS.documents - form.values.documents.length;
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!(FILE_MIME_TYPES as readonly string[]).includes(file.type)) {
        setUploadError(m.doctor_signup_file_wrong_type({ name: file.name }, o));
        continue;
      }
      if (file.size > UPLOAD_MAX_BYTES) {
        setUploadError(m.doctor_signup_file_too_large({ name: file.name }, o));
        continue;
      }
      setUploading(true);
      try {
        const doc = await upload(file);
        form.insertListItem('documents', doc);
        // A list insert does not clear the list's own error ("upload at least one").
        form.clearFieldError('documents');
      } catch (e) {
        setUploadError(
          m.doctor_signup_file_failed(
            {
              name: file.name,
              reason: e instanceof Error ? e.message : m.doctor_signup_upload_failed({}, o),
            },
            o,
          ),
        );
      } finally {
        setUploading(false);
      }
    }
    if (files.length > room) {
      setUploadError(m.doctor_signup_documents_max({ max: DOCTOR_SIGNUP_LIMITS.documents }, o));
    }
  };

  // A phone shows a screen of the long form: the first thing to fix is brought into view and
  // focused, and so is a refusal of the application (it appears by the button just pressed).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (error) showFirstError(formRef.current);
  }, [error]);

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.onSubmit(
        (v) => {
          if (!verifiedKey) {
            setCodeError(m.doctor_signup_verify_first({}, o));
            return;
          }
          onSubmit({
            name: v.name.trim(),
            phone: normalizeHkPhone(v.phone),
            regno: normalizeRegno(v.regno),
            clinicname: v.clinicname.trim(),
            arealevel1id: v.arealevel1id,
            arealevel2id: v.arealevel2id,
            specialty: v.specialty.trim(),
            email: v.email.trim(),
            documents: v.documents.map((d) => d.url),
            note: v.note.trim(),
            codeKey: verifiedKey,
            numcode: v.code.trim(),
          });
        },
        () => {
          if (!verifiedKey) setCodeError(m.doctor_signup_verify_first({}, o));
          showFirstError(formRef.current);
        },
      )}
      ref={formRef}
    >
      <Stack gap="md">
        {draft ? (
          <Alert color="blue" variant="light" data-testid="signup-draft-note">
            {m.doctor_signup_draft_note({}, o)}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" data-testid="signup-draft-hint">
            {m.doctor_signup_draft_hint({}, o)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={m.doctor_signup_name_label({}, o)}
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label={m.doctor_signup_phone_label({}, o)}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={24}
            {...form.getInputProps('phone')}
            // The verification is for this number only, and the applicant is told so.
            readOnly={!!verifiedKey}
            description={verifiedKey ? m.doctor_signup_phone_locked({}, o) : undefined}
          />
        </SimpleGrid>
        <PhoneVerification
          getPhone={() =>
            form.validateField('phone').hasError ? null : normalizeHkPhone(form.values.phone)
          }
          sendCode={sendCode}
          verifyCode={verifyCode}
          code={form.values.code}
          onCodeChange={(c) => {
            setCodeError(null);
            form.setFieldValue('code', c);
          }}
          error={codeError}
          verified={!!verifiedKey}
          onVerified={(key) => {
            setVerifiedKey(key);
            setCodeError(null);
            setUploadError(null);
          }}
        />
        {existing ? (
          <Alert color="blue" icon={<IconInfoCircle />} data-testid="existing-client">
            {m.doctor_signup_existing_client(
              { siteName: SITE_NAME, name: existing.maskedName ?? '' },
              o,
            )}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={m.doctor_signup_regno_label({}, o)}
            required
            placeholder={m.doctor_signup_regno_placeholder({}, o)}
            {...form.getInputProps('regno')}
          />
          <TextInput
            label={m.doctor_signup_email_label({}, o)}
            type="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label={m.doctor_signup_clinic_label({}, o)}
            required
            {...form.getInputProps('clinicname')}
          />
          <TextInput
            label={m.doctor_signup_specialty_label({}, o)}
            placeholder={m.doctor_signup_specialty_placeholder({}, o)}
            {...form.getInputProps('specialty')}
          />
          <Select
            label={m.doctor_signup_region_label({}, o)}
            required
            placeholder={m.doctor_signup_choose({}, o)}
            data={regions.map((a) => ({ value: a.areaid, label: a.areaname }))}
            {...form.getInputProps('arealevel1id')}
            value={form.values.arealevel1id || null}
            onChange={(v) => {
              form.setFieldValue('arealevel1id', v ?? '');
              form.setFieldValue('arealevel2id', '');
            }}
          />
          <Select
            label={m.doctor_signup_district_label({}, o)}
            required
            placeholder={
              form.values.arealevel1id
                ? m.doctor_signup_choose({}, o)
                : m.doctor_signup_region_first({}, o)
            }
            disabled={!form.values.arealevel1id}
            data={(districts ?? []).map((a) => ({ value: a.areaid, label: a.areaname }))}
            {...form.getInputProps('arealevel2id')}
            value={form.values.arealevel2id || null}
            onChange={(v) => form.setFieldValue('arealevel2id', v ?? '')}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {m.doctor_signup_documents_label({}, o)}{' '}
            <Text span c="var(--mantine-color-error)">
              *
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {m.doctor_signup_documents_hint({ max: DOCTOR_SIGNUP_LIMITS.documents }, o)}
          </Text>
          {form.values.documents.length > 0 ? (
            <List spacing={4} size="sm" listStyleType="none">
              {form.values.documents.map((d, i) => (
                <List.Item key={d.url}>
                  <Group gap={6} wrap="nowrap">
                    <IconFile size={16} />
                    <Text size="sm" truncate>
                      {d.filename}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={m.doctor_signup_remove_document({ name: d.filename }, o)}
                      onClick={() => {
                        form.removeListItem('documents', i);
                        // "At most 5" or a failed file: no longer the latest word on the list.
                        setUploadError(null);
                      }}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </List.Item>
              ))}
            </List>
          ) : null}
          <FileButton
            multiple
            accept={FILE_MIME_TYPES.join(',')}
            onChange={(files) => void addFiles(files)}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={16} />}
                loading={uploading}
                w="fit-content"
                disabled={
                  !verifiedKey || form.values.documents.length >= DOCTOR_SIGNUP_LIMITS.documents
                }
              >
                {m.doctor_signup_upload_documents({}, o)}
              </Button>
            )}
          </FileButton>
          {uploadError ? (
            <Text
              size="xs"
              c="var(--mantine-color-error)"
              role="alert"
              tabIndex={-1}
              data-form-error
            >
              {uploadError}
            </Text>
          ) : null}
          {form.errors.documents ? (
            <Text
              size="xs"
              c="var(--mantine-color-error)"
              role="alert"
              tabIndex={-1}
              data-form-error
            >
              {form.errors.documents}
            </Text>
          ) : null}
        </Stack>
        <Textarea
          label={m.doctor_signup_note_label({}, o)}
          autosize
          minRows={3}
          description={<FieldCounter value={form.values.note} max={DOCTOR_SIGNUP_LIMITS.note} />}
          {...form.getInputProps('note')}
        />
        {statement}
        {error ? (
          <FormError title={m.doctor_signup_submit_failed({}, o)} testId="signup-error">
            {error}
          </FormError>
        ) : null}
        <Button type="submit" loading={submitting} disabled={uploading} w="fit-content">
          {m.doctor_signup_submit({}, o)}
        </Button>
      </Stack>
    </form>
  );
}
