import { Badge, Group, Image, Stack, Text } from '@mantine/core';
import type { Activity } from '@portal/shared';
import { paths } from '../../../config/paths';
import classes from './cards.module.css';
import { COVER_FALLBACK } from './cover-fallback';

/** An activity: cover, title, organiser, time, place, fee and places left. */
export function ActivityCard({ activity: a }: { activity: Activity }) {
  const left = Math.max(0, a.quota - a.joined);
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
        <Group gap="xs">
          <Badge variant="light" radius="sm">
            {a.fee > 0 ? `HK$${a.fee}` : '免費'}
          </Badge>
          <Badge variant="outline" color={left > 0 ? 'gray' : 'red'} radius="sm">
            {left > 0 ? `尚餘 ${left} 個名額` : '名額已滿'}
          </Badge>
        </Group>
      </Stack>
    </article>
  );
}
