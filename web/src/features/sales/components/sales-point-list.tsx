import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { SalesPoint } from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** The sales points with address, district, phone and opening hours. */
export function SalesPointList({ points }: { points: readonly SalesPoint[] }) {
  const o = useMessageOptions();
  return (
    <Stack gap="sm">
      {points.map((p) => (
        <Card
          key={p.salespointid}
          withBorder
          padding="md"
          component="article"
          data-testid="sales-point"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
            <Text fw={600} component="h3">
              {p.name}
            </Text>
            {p.districtname ? (
              <Text size="xs" c="gray.7" miw="fit-content">
                {p.districtname}
              </Text>
            ) : null}
          </Group>
          <Stack gap={2} fz="sm">
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-label={m.sales_address({}, o)} />
              <Text size="sm">{p.address}</Text>
            </Group>
            {p.contacttel ? (
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-label={m.sales_phone({}, o)} />
                <Anchor href={`tel:${p.contacttel}`} size="sm">
                  {p.contacttel}
                </Anchor>
              </Group>
            ) : null}
            {p.openinghours ? (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconClock size={16} aria-label={m.sales_opening_hours({}, o)} />
                <Text size="sm">{p.openinghours}</Text>
              </Group>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
