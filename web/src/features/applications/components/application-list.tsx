import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  DELIVERY_STATUS_TEXT,
  formatDateTime,
  type Delivery,
  type DeliveryStatus,
  href,
} from '@portal/shared';

const STATUS_COLOR: Record<DeliveryStatus, string> = {
  submitted: 'blue',
  viewed: 'cyan',
  interview: 'jade',
  rejected: 'gray',
  hired: 'green',
};

export function ApplicationList({ deliveries }: { deliveries: Delivery[] }) {
  return (
    <Stack gap="sm">
      {deliveries.map((d) => (
        <Card key={d.deliveryid} withBorder padding="md" data-testid="application-item">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4} miw={0}>
              {d.jobid ? (
                <Anchor component={Link} to={href('jobDetail', { jobId: d.jobid })} fw={600}>
                  {d.title || '職位詳情'}
                </Anchor>
              ) : d.title ? (
                <Text fw={600}>{d.title}</Text>
              ) : null}
              {d.company ? <Text size="sm">{d.company}</Text> : null}
              {d.deliverytime ? (
                <Text size="xs" c="dimmed">
                  應徵時間：{formatDateTime(d.deliverytime)}
                </Text>
              ) : null}
            </Stack>
            {d.status ? (
              <Badge
                color={STATUS_COLOR[d.status] ?? 'gray'}
                c={`${STATUS_COLOR[d.status] ?? 'gray'}.9`}
                variant="light"
              >
                {DELIVERY_STATUS_TEXT[d.status] ?? d.status}
              </Badge>
            ) : null}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
