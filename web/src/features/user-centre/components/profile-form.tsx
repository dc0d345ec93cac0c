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

export const profileValidators = {
  username: (v: string) =>
    !v.trim()
      ? '請輸入姓名'
      : textLength(v.trim()) > USERNAME_MAX
        ? `姓名不可超過 ${USERNAME_MAX} 個字`
        : null,
  email: (v: string) => emailError(v, false),
  birthday: (v: string) =>
    !v
      ? null
      : !/^\d{4}-\d{2}-\d{2}$/.test(v) || !dayjs(v).isValid()
        ? '請輸入正確日期'
        : dayjs(v).isAfter(dayjs(), 'day')
          ? '出生日期不可遲於今天'
          : null,
  address: (v: string) =>
    textLength(v.trim()) > ADDRESS_MAX ? `地址不可超過 ${ADDRESS_MAX} 個字` : null,
};

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
  const form = useClearingForm<ProfileValues>(
    { initialValues: profileValues(info), validate: profileValidators },
    onEdit,
  );
  const [uploading, setUploading] = useState(false);
  const [avatarError, setAvatarError] = useState<string | null>(null);

  const onAvatar = async (file: File | null) => {
    if (!file) return;
    setAvatarError(null);
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      setAvatarError('請選擇 JPG、PNG、WebP 或 GIF 圖片');
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setAvatarError('圖片不可大於 10MB');
      return;
    }
    setUploading(true);
    try {
      form.setFieldValue('avatar', await uploadAvatar(file));
    } catch (e) {
      setAvatarError(e instanceof Error ? e.message : '上載失敗，請再試');
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
          <Avatar src={form.values.avatar || null} size={72} radius="xl" alt="頭像">
            {form.values.username.slice(0, 1)}
          </Avatar>
          <Stack gap={4}>
            <FileButton onChange={(f) => void onAvatar(f)} accept={IMAGE_MIME_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="light" size="xs" loading={uploading}>
                  更換頭像
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
          label="姓名"
          required
          maxLength={USERNAME_MAX}
          description={<FieldCounter value={form.values.username} max={USERNAME_MAX} />}
          {...form.getInputProps('username')}
        />
        <TextInput
          label="手提電話"
          value={maskPhone(info.phone)}
          readOnly
          disabled
          description="電話號碼不可在此修改"
        />
        <Radio.Group label="性別" {...form.getInputProps('sex')}>
          <Group gap="lg" mt={4}>
            <Radio value="M" label="男" />
            <Radio value="F" label="女" />
          </Group>
        </Radio.Group>
        <TextInput
          label="出生日期"
          type="date"
          max={dayjs().format('YYYY-MM-DD')}
          {...form.getInputProps('birthday')}
        />
        <TextInput label="電郵地址" type="email" {...form.getInputProps('email')} />
        <Textarea label="地址" autosize minRows={2} {...form.getInputProps('address')} />
        <Group>
          <Button type="submit" loading={saving} disabled={uploading}>
            儲存
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
