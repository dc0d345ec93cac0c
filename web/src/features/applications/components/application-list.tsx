import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  DELIVERY_STATUS_TEXT,
  formatDateTime,
  type Delivery,
  type DeliveryStatus,
  href,
} from '@portal/shared';

/** What happens next, for the statuses that ask something of the applicant. */
const NEXT_STEP: Partial<Record<DeliveryStatus, string>> = {
  interview:
    '診所想約你面試。診所會按你履歷上的電話或電郵聯絡你，約定面試時間和地點；請留意來電和短訊。想早些知道，可在職位頁找到診所的聯絡方法。',
  hired: '恭喜你！診所會直接聯絡你，商討上班日期和聘用細節。',
};

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
          {d.status && NEXT_STEP[d.status] ? (
            <Text size="sm" mt="xs" data-testid="application-next-step">
              {NEXT_STEP[d.status]}
            </Text>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
