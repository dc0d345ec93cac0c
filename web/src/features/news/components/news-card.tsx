import { Group, Image, Stack, Text } from '@mantine/core';
import { formatDate, type NewsSummary } from '@portal/shared';
import { COVER_FALLBACK } from '../lib/cover-fallback';
import classes from './news-card.module.css';
import { RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/**
 * One news item in a list: cover, title, introduction, category, date and views. `eager` for a
 * card in the first screen: its cover loads at once rather than lazily.
 */
export function NewsCard({ item, eager = false }: { item: NewsSummary; eager?: boolean }) {
  const o = useMessageOptions();
  return (
    <RecordLink
      to={recordHref('newsDetail', { newsId: item.newsid })}
      className={classes.card}
      data-testid="news-card"
    >
      {item.cover ? (
        <Image
          src={item.cover}
          alt=""
          className={classes.cover}
          fallbackSrc={COVER_FALLBACK}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
        />
      ) : null}
      <Stack gap={6} className={classes.body}>
        <Text className={classes.title} lineClamp={2} component="h3">
          {item.title}
        </Text>
        <Text size="sm" lineClamp={2} className={classes.intro}>
          {item.introduce}
        </Text>
        <Group gap="sm" c="gray.7" fz="xs">
          {item.categoryname ? <span>{codeName('newsCategory', item.categoryname, o)}</span> : null}
          {item.author ? <span>{item.author}</span> : null}
          {item.publishtime ? <span>{formatDate(item.publishtime)}</span> : null}
          {typeof item.viewcount === 'number' ? (
            <span>{m.news_card_reads({ count: item.viewcount }, o)}</span>
          ) : null}
        </Group>
      </Stack>
    </RecordLink>
  );
}
