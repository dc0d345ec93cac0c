import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { formatDateTime, type ActivityRegistration, type PayStatus } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';

const PAY_STATUS_TEXT: Record<PayStatus, string> = {
  unpaid: '未付款',
  submitted: '已提交付款證明',
  confirmed: '已確認付款',
};
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
                  {r.fee > 0 && r.paystatus ? PAY_STATUS_TEXT[r.paystatus] : '免費活動'}
                </Badge>
              ) : null}
            </Group>
            {r.associationname ? (
              <Text size="sm" c="dimmed">
                {r.associationname}
              </Text>
            ) : null}
            {r.starttime ? <Text size="sm">時間：{formatDateTime(r.starttime)}</Text> : null}
            {r.address ? <Text size="sm">地點：{r.address}</Text> : null}
            {typeof r.fee === 'number' ? (
              <Text size="sm">費用：{r.fee > 0 ? formatHkd(r.fee) : '免費'}</Text>
            ) : null}
            {r.attachment ? (
              <Group gap={4}>
                <IconPaperclip size={16} />
                <Anchor href={r.attachment} target="_blank" rel="noopener" size="sm">
                  付款證明
                </Anchor>
                {r.paytime ? (
                  <Text size="xs" c="dimmed">
                    （付款時間 {formatDateTime(r.paytime)}）
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
                {r.attachment ? '重新上載付款證明' : '上載付款證明'}
              </Button>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
