import { href } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Activity, Association } from '@portal/shared';
import { activityWhen, hasEnded, placesLeft } from '../lib/activity-time';
import { COVER_FALLBACK } from './cover-fallback';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} miw={56} c="gray.8">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * One activity in full: date, place, fee, places left, organiser and how to join. Joining is
 * done with the organising association (the portal takes no sign-ups), so this shows the
 * association's phone and website when known. Fields the record lacks are left out.
 */
export function ActivityDetail({
  activity: a,
  association,
  now,
  joined = false,
  onClose,
}: {
  activity: Partial<Activity> | null;
  /** The organiser's record, when the association list has it. */
  association: Partial<Association> | undefined;
  now: number;
  /** The logged-in client is registered for it. */
  joined?: boolean;
  onClose: () => void;
}) {
  const ended = a ? hasEnded(a, now) : false;
  const left = a && !ended ? placesLeft(a) : null;
  const when = a ? activityWhen(a) : '';
  const organiser = a?.associationname || association?.name || '';
  const phone = association?.contacttel?.trim();
  const website = association?.website?.trim();
  return (
    <Modal
      opened={a !== null}
      onClose={onClose}
      title={
        <Title order={2} size="h3" component="span">
          {a?.title || '活動'}
        </Title>
      }
      size="lg"
      closeButtonProps={{ 'aria-label': '關閉' }}
    >
      {a ? (
        <Stack gap="sm" data-testid="activity-detail">
          {a.cover ? (
            <Image
              src={a.cover}
              alt=""
              radius="sm"
              h={180}
              fit="cover"
              fallbackSrc={COVER_FALLBACK}
            />
          ) : null}
          {ended ? (
            <Badge color="gray" variant="filled" radius="sm" w="fit-content">
              已結束
            </Badge>
          ) : null}
          {when ? <Row label="日期">{when}</Row> : null}
          {a.address ? <Row label="地點">{a.address}</Row> : null}
          {typeof a.fee === 'number' ? (
            <Row label="費用">{a.fee > 0 ? formatHkd(a.fee) : '免費'}</Row>
          ) : null}
          {left !== null ? (
            <Row label="名額">{left > 0 ? `尚餘 ${left} 個名額` : '名額已滿'}</Row>
          ) : null}
          {organiser ? <Row label="主辦">{organiser}</Row> : null}
          {a.introduce ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {a.introduce}
            </Text>
          ) : null}

          <Stack gap={6} mt="xs" data-testid="activity-how-to-join">
            <Title order={3} size="h5">
              {joined ? '你已報名' : ended ? '活動已結束' : '如何報名'}
            </Title>
            {joined ? (
              <Text size="sm">
                {organiser || '主辦團體'}已為你登記這個活動。活動詳情、付款狀態和付款證明都在
                <Anchor component={Link} to={href('myActivity')} onClick={onClose}>
                  我的活動
                </Anchor>
                。如需更改或取消，請直接聯絡主辦團體{phone ? `（${phone}）` : ''}。
              </Text>
            ) : ended ? (
              <Text size="sm">這個活動已經舉行。想參加同類活動，可留意主辦團體日後的消息。</Text>
            ) : (
              <>
                <Text size="sm" data-testid="activity-no-online-signup">
                  本網站不設網上報名：請
                  {phone ? '致電' : website ? '經團體網站' : '聯絡'}
                  {organiser || '主辦團體'}報名，並向團體查詢付款方法。
                  團體在本網站為你登記之後，活動才會列在「我的活動」。
                </Text>
                {phone || website ? (
                  <Group gap="sm">
                    {phone ? (
                      <Button
                        component="a"
                        href={`tel:${phone.replace(/\s/g, '')}`}
                        leftSection={<IconPhone size={16} aria-hidden="true" />}
                        variant="light"
                      >
                        致電 {phone}
                      </Button>
                    ) : null}
                    {website ? (
                      <Button
                        component="a"
                        href={website}
                        target="_blank"
                        rel="noopener noreferrer"
                        leftSection={<IconExternalLink size={16} aria-hidden="true" />}
                        variant="default"
                      >
                        團體網站
                      </Button>
                    ) : null}
                  </Group>
                ) : (
                  <Text size="sm">
                    可在
                    <Anchor component={Link} to={href('associationList')} onClick={onClose}>
                      中醫團體
                    </Anchor>
                    找到{organiser || '主辦團體'}的聯絡方法。
                  </Text>
                )}
              </>
            )}
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
