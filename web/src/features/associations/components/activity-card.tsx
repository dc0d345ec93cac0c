import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { type Activity } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import { activityWhen, hasEnded, placesLeft } from '../lib/activity-time';
import classes from './cards.module.css';
import { COVER_FALLBACK } from './cover-fallback';

/**
 * An activity: cover, title, organiser, time, place, fee and places left (or 已結束), 已報名 when
 * the logged-in client is registered, and the button that opens its details. Every field is optional: the portal API may send only some.
 */
export function ActivityCard({
  activity: a,
  now,
  joined = false,
  onOpen,
}: {
  activity: Partial<Activity>;
  now: number;
  /** The logged-in client is registered for it (their 我的活動 lists it). */
  joined?: boolean;
  onOpen: () => void;
}) {
  const ended = hasEnded(a, now);
  const left = ended ? null : placesLeft(a);
  const when = activityWhen(a);
  return (
    <article className={classes.card} data-testid="activity-card" data-ended={ended || undefined}>
      {a.cover ? (
        <Image
          src={a.cover}
          alt=""
          className={classes.cover}
          fallbackSrc={COVER_FALLBACK}
          loading="lazy"
        />
      ) : null}
      <Stack gap={4} className={classes.body}>
        <Text fw={600} component="h3" size="lg" lineClamp={2}>
          {a.title || '活動'}
        </Text>
        {a.associationname ? <Text size="sm">{a.associationname}</Text> : null}
        {when ? (
          <Text size="sm" c="gray.7">
            {when}
          </Text>
        ) : null}
        {a.address ? (
          <Text size="sm" c="gray.7" lineClamp={1}>
            {a.address}
          </Text>
        ) : null}
        <Group gap="xs" justify="space-between" align="center">
          <Group gap="xs">
            {joined ? (
              <Badge color="jade" variant="filled" radius="sm">
                已報名
              </Badge>
            ) : null}
            {ended ? (
              <Badge color="gray" variant="filled" radius="sm">
                已結束
              </Badge>
            ) : null}
            {typeof a.fee === 'number' ? (
              <Badge variant="light" radius="sm">
                {a.fee > 0 ? formatHkd(a.fee) : '免費'}
              </Badge>
            ) : null}
            {left !== null ? (
              <Badge variant="outline" color={left > 0 ? 'gray' : 'red'} radius="sm">
                {left > 0 ? `尚餘 ${left} 個名額` : '名額已滿'}
              </Badge>
            ) : null}
          </Group>
          <Button
            size="compact-sm"
            variant={ended ? 'default' : 'light'}
            onClick={onOpen}
            aria-label={`${ended || joined ? '查看詳情' : '詳情及報名'}：${a.title || '活動'}`}
          >
            {ended || joined ? '查看詳情' : '詳情及報名'}
          </Button>
        </Group>
      </Stack>
    </article>
  );
}
