import { Badge, Group, Image, Stack, Text } from '@mantine/core';
import type { Activity } from '@portal/shared';
import { paths } from '../../../config/paths';
import classes from './cards.module.css';
import { COVER_FALLBACK } from './cover-fallback';

/** An activity: cover, title, organiser, time, place, fee and places left. */
export function ActivityCard({ activity: a }: { activity: Activity }) {
  // Fee and places are shown only when the record says them: a missing fee is not "free".
  const hasFee = typeof a.fee === 'number';
  const hasPlaces = typeof a.quota === 'number' && typeof a.joined === 'number';
  const left = hasPlaces ? Math.max(0, a.quota - a.joined) : 0;
  return (
    <article className={classes.card} data-testid="activity-card">
      {a.cover ? (
        <Image
          src={paths.file(a.cover)}
          alt=""
          className={classes.cover}
          fallbackSrc={COVER_FALLBACK}
          loading="lazy"
        />
      ) : null}
      <Stack gap={4} className={classes.body}>
        <Text fw={600} component="h3" size="lg" lineClamp={2}>
          {a.title}
        </Text>
        <Text size="sm">{a.associationname}</Text>
        <Text size="sm" c="gray.7">
          {a.starttime}
          {a.endtime ? ` 至 ${a.endtime}` : ''}
        </Text>
        <Text size="sm" c="gray.7" lineClamp={1}>
          {a.address}
        </Text>
        {hasFee || hasPlaces ? (
          <Group gap="xs">
            {hasFee ? (
              <Badge variant="light" radius="sm">
                {a.fee > 0 ? `HK$${a.fee}` : '免費'}
              </Badge>
            ) : null}
            {hasPlaces ? (
              <Badge variant="outline" color={left > 0 ? 'gray' : 'red'} radius="sm">
                {left > 0 ? `尚餘 ${left} 個名額` : '名額已滿'}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </article>
  );
}
