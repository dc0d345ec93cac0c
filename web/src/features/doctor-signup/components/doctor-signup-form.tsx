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
  textLength,
  type Area,
  type CallBody,
  type OSClientLookup,
} from '@portal/shared';
import { FieldCounter } from '../../../components/field-counter/field-counter';
import { showFirstError } from '../../../lib/forms/first-error';
import { FormError } from '../../../components/form-error/form-error';
import { useClearingForm } from '../../../lib/forms/use-clearing-form';
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

export const signupValidators = {
  name: (v: string) =>
    !v.trim() ? '請輸入姓名' : over(v, DOCTOR_SIGNUP_LIMITS.name) ? '姓名太長' : null,
  phone: (v: string) =>
    !v
      ? '請輸入手提電話'
      : isValidHkPhone(normalizeHkPhone(v))
        ? null
        : '請輸入 8 位香港手提電話號碼',
  regno: (v: string) =>
    !v.trim()
      ? '請輸入中醫註冊編號'
      : isValidRegno(normalizeRegno(v))
        ? null
        : '註冊編號格式不正確（例如 003456 或 L01234）',
  clinicname: (v: string) =>
    !v.trim() ? '請輸入診所名稱' : over(v, DOCTOR_SIGNUP_LIMITS.clinicname) ? '診所名稱太長' : null,
  arealevel1id: (v: string) => (v ? null : '請選擇地域'),
  arealevel2id: (v: string) => (v ? null : '請選擇地區'),
  specialty: (v: string) => (over(v, DOCTOR_SIGNUP_LIMITS.specialty) ? '專長太長' : null),
  email: (v: string) => emailError(v, true),
  note: (v: string) =>
    over(v, DOCTOR_SIGNUP_LIMITS.note) ? `備註不可超過 ${DOCTOR_SIGNUP_LIMITS.note} 字` : null,
  documents: (v: SignupValues['documents']) =>
    v.length === 0
      ? '請上載最少一份證明文件（註冊證明書等）'
      : v.length > DOCTOR_SIGNUP_LIMITS.documents
        ? `最多上載 ${DOCTOR_SIGNUP_LIMITS.documents} 份文件`
        : null,
};

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
      validate: signupValidators,
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
      setUploadError('請先驗證手提電話');
      return;
    }
    const room = DOCTOR_SIGNUP_LIMITS.documents - form.values.documents.length;
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!(FILE_MIME_TYPES as readonly string[]).includes(file.type)) {
        setUploadError(`${file.name}：只接受 PDF 或圖片檔案`);
        continue;
      }
      if (file.size > UPLOAD_MAX_BYTES) {
        setUploadError(`${file.name}：檔案不可大於 10MB`);
        continue;
      }
      setUploading(true);
      try {
        const doc = await upload(file);
        form.insertListItem('documents', doc);
        // A list insert does not clear the list's own error ("upload at least one").
        form.clearFieldError('documents');
      } catch (e) {
        setUploadError(`${file.name}：${e instanceof Error ? e.message : '上載失敗'}`);
      } finally {
        setUploading(false);
      }
    }
    if (files.length > room) setUploadError(`最多上載 ${DOCTOR_SIGNUP_LIMITS.documents} 份文件`);
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
            setCodeError('請先驗證手提電話');
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
          if (!verifiedKey) setCodeError('請先驗證手提電話');
          showFirstError(formRef.current);
        },
      )}
      ref={formRef}
    >
      <Stack gap="md">
        {draft ? (
          <Alert color="blue" variant="light" data-testid="signup-draft-note">
            你之前填寫的資料已還原。短訊驗證和證明文件不會保留，請重新驗證手提電話及上載文件。
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" data-testid="signup-draft-hint">
            你填寫的文字會在這個分頁保留一小時，重新載入頁面也不會遺失；短訊驗證和已上載的文件不會保留，重新載入後須再驗證及上載。
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="姓名" required {...form.getInputProps('name')} />
          <TextInput
            label="手提電話"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={24}
            {...form.getInputProps('phone')}
            // The verification is for this number only, and the applicant is told so.
            readOnly={!!verifiedKey}
            description={
              verifiedKey
                ? '號碼已驗證並鎖定；如要改用另一個號碼，請重新載入此頁再驗證。'
                : undefined
            }
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
            這個電話號碼已登記為香港中醫網用戶（{existing.maskedName}
            ）。審批通過後，醫師資料會連結到這個帳戶，你可以繼續用原有密碼登入。
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="中醫註冊編號"
            required
            placeholder="例如 003456 或 L01234"
            {...form.getInputProps('regno')}
          />
          <TextInput label="電郵地址" type="email" required {...form.getInputProps('email')} />
          <TextInput label="診所名稱" required {...form.getInputProps('clinicname')} />
          <TextInput
            label="專長"
            placeholder="例如 針灸、內科、婦科"
            {...form.getInputProps('specialty')}
          />
          <Select
            label="診所地域"
            required
            placeholder="請選擇"
            data={regions.map((a) => ({ value: a.areaid, label: a.areaname }))}
            {...form.getInputProps('arealevel1id')}
            value={form.values.arealevel1id || null}
            onChange={(v) => {
              form.setFieldValue('arealevel1id', v ?? '');
              form.setFieldValue('arealevel2id', '');
            }}
          />
          <Select
            label="診所地區"
            required
            placeholder={form.values.arealevel1id ? '請選擇' : '請先選擇地域'}
            disabled={!form.values.arealevel1id}
            data={(districts ?? []).map((a) => ({ value: a.areaid, label: a.areaname }))}
            {...form.getInputProps('arealevel2id')}
            value={form.values.arealevel2id || null}
            onChange={(v) => form.setFieldValue('arealevel2id', v ?? '')}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            證明文件{' '}
            <Text span c="var(--mantine-color-error)">
              *
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            請上載中醫註冊證明書或執業證明等（PDF 或圖片，每份不多於 10MB，最多{' '}
            {DOCTOR_SIGNUP_LIMITS.documents} 份）。
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
                      aria-label={`移除 ${d.filename}`}
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
                上載文件
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
          label="備註"
          autosize
          minRows={3}
          description={<FieldCounter value={form.values.note} max={DOCTOR_SIGNUP_LIMITS.note} />}
          {...form.getInputProps('note')}
        />
        {statement}
        {error ? (
          <FormError title="未能提交申請" testId="signup-error">
            {error}
          </FormError>
        ) : null}
        <Button type="submit" loading={submitting} disabled={uploading} w="fit-content">
          提交申請
        </Button>
      </Stack>
    </form>
  );
}
