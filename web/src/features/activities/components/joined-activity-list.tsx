import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { formatDateTime, type ActivityRegistration, type PayStatus } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** The payment status in the render's locale. */
function payStatusText(status: PayStatus, o: MessageOptions): string {
  switch (status) {
    case 'unpaid':
      return m.activities_pay_unpaid({}, o);
    case 'submitted':
      return m.activities_pay_submitted({}, o);
    case 'confirmed':
      return m.activities_pay_confirmed({}, o);
  }
}
const PAY_STATUS_COLOR: Record<PayStatus, string> = {
  unpaid: 'red',
  submitted: 'blue',
  confirmed: 'jade',
};

/**
 * A registration whose payment proof can be uploaded: it names its id and a fee (both extensions
 * of the portal API).
 */
export type PayableRegistration = ActivityRegistration & { activityregid: string; fee: number };

function payable(r: ActivityRegistration): r is PayableRegistration {
  return Boolean(r.activityregid) && typeof r.fee === 'number' && r.fee > 0;
}

interface JoinedActivityListProps {
  registrations: ActivityRegistration[];
  onUpload: (reg: PayableRegistration) => void;
}

export function JoinedActivityList({ registrations, onUpload }: JoinedActivityListProps) {
  const o = useMessageOptions();
  return (
    <Stack gap="sm">
      {registrations.map((r) => (
        <Card key={r.activityregid} withBorder padding="md" data-testid="activity-item">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={600}>{r.title}</Text>
              {typeof r.fee === 'number' && (r.fee <= 0 || r.paystatus) ? (
                <Badge
                  color={r.paystatus ? PAY_STATUS_COLOR[r.paystatus] : 'gray'}
                  c={`${r.paystatus ? PAY_STATUS_COLOR[r.paystatus] : 'gray'}.9`}
                  variant="light"
                  miw="fit-content"
                >
                  {r.fee > 0 && r.paystatus
                    ? payStatusText(r.paystatus, o)
                    : m.activities_free_activity({}, o)}
                </Badge>
              ) : null}
            </Group>
            {r.associationname ? (
              <Text size="sm" c="dimmed">
                {r.associationname}
              </Text>
            ) : null}
            {r.starttime ? (
              <Text size="sm">{m.activities_time({ time: formatDateTime(r.starttime) }, o)}</Text>
            ) : null}
            {r.address ? (
              <Text size="sm">{m.activities_place({ address: r.address }, o)}</Text>
            ) : null}
            {typeof r.fee === 'number' ? (
              <Text size="sm">
                {m.activities_fee(
                  { fee: r.fee > 0 ? formatHkd(r.fee) : m.activities_free({}, o) },
                  o,
                )}
              </Text>
            ) : null}
            {r.attachment ? (
              <Group gap={4}>
                <IconPaperclip size={16} />
                <Anchor href={r.attachment} target="_blank" rel="noopener" size="sm">
                  {m.activities_proof({}, o)}
                </Anchor>
                {r.paytime ? (
                  <Text size="xs" c="dimmed">
                    {m.activities_paid_at({ time: formatDateTime(r.paytime) }, o)}
                  </Text>
                ) : null}
              </Group>
            ) : null}
            {payable(r) && r.paystatus !== 'confirmed' ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUpload size={16} />}
                onClick={() => onUpload(r)}
                w="fit-content"
              >
                {r.attachment
                  ? m.activities_reupload_proof({}, o)
                  : m.activities_upload_proof({}, o)}
              </Button>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
