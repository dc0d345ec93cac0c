import { Avatar, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type UserInfo } from '@portal/shared';
import { maskPhone } from '../../../lib/i18n/format';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** The words for the sexes the form offers; another value from the API is not shown. */
function sexText(sex: string, o: MessageOptions): string | undefined {
  if (sex === 'M') return m.user_centre_male({}, o);
  if (sex === 'F') return m.user_centre_female({}, o);
  return undefined;
}

function Field({ label, value }: { label: string; value: string | undefined }) {
  const o = useMessageOptions();
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || m.user_centre_not_filled({}, o)}</Text>
    </Stack>
  );
}

export function ProfileView({ info }: { info: UserInfo }) {
  const o = useMessageOptions();
  return (
    <Stack gap="lg">
      <Group gap="md">
        <Avatar src={info.avatar || null} size={72} radius="xl" alt={m.user_centre_avatar({}, o)}>
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
        <Field label={m.user_centre_name({}, o)} value={info.username} />
        <Field label={m.user_centre_mobile({}, o)} value={maskPhone(info.phone)} />
        <Field
          label={m.user_centre_sex({}, o)}
          value={info.sex ? sexText(info.sex, o) : undefined}
        />
        <Field label={m.user_centre_birthday({}, o)} value={info.birthday} />
        <Field label={m.user_centre_email({}, o)} value={info.email} />
        <Field label={m.user_centre_address({}, o)} value={info.address} />
      </SimpleGrid>
    </Stack>
  );
}
