import { Group, Skeleton, Stack } from '@mantine/core';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** Placeholder with the shape of the doctor page while the record loads. */
export function DoctorPageSkeleton() {
  const o = useMessageOptions();
  return (
    <Stack gap="lg" role="status" aria-label={m.doctors_loading({}, o)} aria-busy="true">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Skeleton w={128} h={128} radius="md" />
        <Stack gap="xs" flex={1}>
          <Skeleton h={28} w="40%" />
          <Skeleton h={16} w="30%" />
          <Skeleton h={16} w="50%" />
          <Skeleton h={32} w={200} />
        </Stack>
      </Group>
      <Skeleton h={36} />
      <Skeleton h={120} />
    </Stack>
  );
}
