import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  deliveryStatusText,
  formatDateTime,
  type Delivery,
  type DeliveryStatus,
  href,
} from '@portal/shared';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** What happens next, for the statuses that ask something of the applicant. */
function nextStep(status: DeliveryStatus, o: MessageOptions): string | undefined {
  if (status === 'interview') return m.applications_next_interview({}, o);
  if (status === 'hired') return m.applications_next_hired({}, o);
  return undefined;
}

const STATUS_COLOR: Record<DeliveryStatus, string> = {
  submitted: 'blue',
  viewed: 'cyan',
  interview: 'jade',
  rejected: 'gray',
  hired: 'green',
};

export function ApplicationList({ deliveries }: { deliveries: Delivery[] }) {
  const o = useMessageOptions();
  return (
    <Stack gap="sm">
      {deliveries.map((d) => (
        <Card key={d.deliveryid} withBorder padding="md" data-testid="application-item">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4} miw={0}>
              {d.jobid ? (
                <Anchor component={Link} to={href('jobDetail', { jobId: d.jobid })} fw={600}>
                  {d.title || m.applications_job_details({}, o)}
                </Anchor>
              ) : d.title ? (
                <Text fw={600}>{d.title}</Text>
              ) : null}
              {d.company ? <Text size="sm">{d.company}</Text> : null}
              {d.deliverytime ? (
                <Text size="xs" c="dimmed">
                  {m.applications_applied_at({ time: formatDateTime(d.deliverytime) }, o)}
                </Text>
              ) : null}
            </Stack>
            {d.status ? (
              <Badge
                color={STATUS_COLOR[d.status] ?? 'gray'}
                c={`${STATUS_COLOR[d.status] ?? 'gray'}.9`}
                variant="light"
              >
                {deliveryStatusText(d.status, o)}
              </Badge>
            ) : null}
          </Group>
          {d.status && nextStep(d.status, o) ? (
            <Text size="sm" mt="xs" data-testid="application-next-step">
              {nextStep(d.status, o)}
            </Text>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
