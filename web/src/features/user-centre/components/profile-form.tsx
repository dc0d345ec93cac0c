import { useState } from 'react';
import {
  Avatar,
  Button,
  FileButton,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import dayjs from 'dayjs';
import {
  ADDRESS_MAX,
  emailError,
  textLength,
  IMAGE_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  USERNAME_MAX,
  type Sex,
  type UserInfo,
  type CallBody,
} from '@portal/shared';
import { FieldCounter } from '../../../components/field-counter/field-counter';
import { maskPhone } from '../../../lib/i18n/format';
import { useClearingForm } from '../../../lib/forms/use-clearing-form';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

export interface ProfileValues {
  username: string;
  sex: Sex | '';
  birthday: string;
  email: string;
  address: string;
  avatar: string;
}

function profileValues(info: UserInfo): ProfileValues {
  return {
    username: info.username ?? '',
    sex: info.sex ?? '',
    birthday: info.birthday ?? '',
    email: info.email ?? '',
    address: info.address ?? '',
    avatar: info.avatar ?? '',
  };
}

/** The form's rules, their messages in the render's locale. */
export const profileValidators = (o: MessageOptions) => ({
  username: (v: string) =>
    !v.trim()
      ? m.user_centre_name_required({}, o)
      : textLength(v.trim()) > USERNAME_MAX
        ? m.user_centre_name_too_long({ max: USERNAME_MAX }, o)
        : null,
  email: (v: string) => emailError(v, false, o),
  birthday: (v: string) =>
    !v
      ? null
      : !/^\d{4}-\d{2}-\d{2}$/.test(v) || !dayjs(v).isValid()
        ? m.user_centre_date_invalid({}, o)
        : dayjs(v).isAfter(dayjs(), 'day')
          ? m.user_centre_birthday_future({}, o)
          : null,
  address: (v: string) =>
    textLength(v.trim()) > ADDRESS_MAX
      ? m.user_centre_address_too_long({ max: ADDRESS_MAX }, o)
      : null,
});

interface ProfileFormProps {
  info: UserInfo;
  saving: boolean;
  onSubmit: (update: CallBody<'updateClientInfo'>) => void;
  /** Uploads the chosen avatar and resolves with its URL. */
  uploadAvatar: (file: File) => Promise<string>;
  onCancel?: () => void;
  /** Called on every edit (the page drops a failed save's message: it was about the old values). */
  onEdit?: () => void;
}

export function ProfileForm({
  info,
  saving,
  onSubmit,
  uploadAvatar,
  onCancel,
  onEdit,
}: ProfileFormProps) {
  const o = useMessageOptions();
  const form = useClearingForm<ProfileValues>(
    { initialValues: profileValues(info), validate: profileValidators(o) },
    onEdit,
  );
  const [uploading, setUploading] = useState(false);
  const [avatarError, setAvatarError] = useState<string | null>(null);

  const onAvatar = async (file: File | null) => {
    if (!file) return;
    setAvatarError(null);
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      setAvatarError(m.user_centre_avatar_type({}, o));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setAvatarError(m.user_centre_avatar_size({}, o));
      return;
    }
    setUploading(true);
    try {
      form.setFieldValue('avatar', await uploadAvatar(file));
    } catch (e) {
      setAvatarError(e instanceof Error ? e.message : m.user_centre_upload_failed({}, o));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.onSubmit((v) =>
        onSubmit({
          username: v.username.trim(),
          sex: v.sex,
          birthday: v.birthday,
          email: v.email.trim(),
          address: v.address.trim(),
          avatar: v.avatar,
        }),
      )}
    >
      <Stack gap="md" maw={520}>
        <Group gap="md">
          <Avatar
            src={form.values.avatar || null}
            size={72}
            radius="xl"
            alt={m.user_centre_avatar({}, o)}
          >
            {form.values.username.slice(0, 1)}
          </Avatar>
          <Stack gap={4}>
            <FileButton onChange={(f) => void onAvatar(f)} accept={IMAGE_MIME_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="light" size="xs" loading={uploading}>
                  {m.user_centre_change_avatar({}, o)}
                </Button>
              )}
            </FileButton>
            {avatarError ? (
              <Text size="xs" c="red.9" role="alert">
                {avatarError}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <TextInput
          label={m.user_centre_name({}, o)}
          required
          maxLength={USERNAME_MAX}
          description={<FieldCounter value={form.values.username} max={USERNAME_MAX} />}
          {...form.getInputProps('username')}
        />
        <TextInput
          label={m.user_centre_mobile({}, o)}
          value={maskPhone(info.phone)}
          readOnly
          disabled
          description={m.user_centre_phone_fixed({}, o)}
        />
        <Radio.Group label={m.user_centre_sex({}, o)} {...form.getInputProps('sex')}>
          <Group gap="lg" mt={4}>
            <Radio value="M" label={m.user_centre_male({}, o)} />
            <Radio value="F" label={m.user_centre_female({}, o)} />
          </Group>
        </Radio.Group>
        <TextInput
          label={m.user_centre_birthday({}, o)}
          type="date"
          max={dayjs().format('YYYY-MM-DD')}
          {...form.getInputProps('birthday')}
        />
        <TextInput
          label={m.user_centre_email({}, o)}
          type="email"
          {...form.getInputProps('email')}
        />
        <Textarea
          label={m.user_centre_address({}, o)}
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
        <Group>
          <Button type="submit" loading={saving} disabled={uploading}>
            {m.user_centre_save({}, o)}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {m.user_centre_cancel({}, o)}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
