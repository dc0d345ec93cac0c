import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { type Activity } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
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
  const o = useMessageOptions();
  const ended = hasEnded(a, now);
  const left = ended ? null : placesLeft(a);
  const when = activityWhen(a, o);
  const title = a.title || m.associations_activity_fallback({}, o);
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
          {title}
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
                {m.associations_joined({}, o)}
              </Badge>
            ) : null}
            {ended ? (
              <Badge color="gray" variant="filled" radius="sm">
                {m.associations_ended({}, o)}
              </Badge>
            ) : null}
            {typeof a.fee === 'number' ? (
              <Badge variant="light" radius="sm">
                {a.fee > 0 ? formatHkd(a.fee) : m.associations_free({}, o)}
              </Badge>
            ) : null}
            {left !== null ? (
              <Badge variant="outline" color={left > 0 ? 'gray' : 'red'} radius="sm">
                {left > 0
                  ? m.associations_places_left({ count: left }, o)
                  : m.associations_full({}, o)}
              </Badge>
            ) : null}
          </Group>
          <Button
            size="compact-sm"
            variant={ended ? 'default' : 'light'}
            onClick={onOpen}
            aria-label={
              ended || joined
                ? m.associations_view_details_named({ title }, o)
                : m.associations_details_join_named({ title }, o)
            }
          >
            {ended || joined
              ? m.associations_view_details({}, o)
              : m.associations_details_join({}, o)}
          </Button>
        </Group>
      </Stack>
    </article>
  );
}
