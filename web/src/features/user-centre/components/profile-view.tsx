import { Avatar, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type UserInfo } from '@portal/shared';
import { maskPhone } from '../../../lib/i18n/format';

const SEX_TEXT: Record<string, string> = { M: '男', F: '女' };

function Field({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || '未填寫'}</Text>
    </Stack>
  );
}

export function ProfileView({ info }: { info: UserInfo }) {
  return (
    <Stack gap="lg">
      <Group gap="md">
        <Avatar src={info.avatar || null} size={72} radius="xl" alt="頭像">
          {info.username?.slice(0, 1)}
        </Avatar>
        <Stack gap={2}>
          <Text fw={600} size="lg" data-testid="profile-name">
            {info.username}
          </Text>
          <Text c="dimmed" size="sm">
            {maskPhone(info.phone)}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="姓名" value={info.username} />
        <Field label="手提電話" value={maskPhone(info.phone)} />
        <Field label="性別" value={info.sex ? SEX_TEXT[info.sex] : undefined} />
        <Field label="出生日期" value={info.birthday} />
        <Field label="電郵地址" value={info.email} />
        <Field label="地址" value={info.address} />
      </SimpleGrid>
    </Stack>
  );
}
