import { useEffect } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, href } from '@portal/shared';
import { EmptyState } from '../../../components/page-state/empty-state';
import { ErrorState } from '../../../components/page-state/error-state';
import { setSessionState } from '../../../lib/session/current-session';
import { HOME_NEWS_SIZE, homeQueries } from '../api/queries';
import { HomeSection } from './home-section';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './home.module.css';
import { RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';

/** The latest health news. */
export function HomeNews() {
  const o = useMessageOptions();
  const query = useQuery(homeQueries.news());
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setSessionState({ homeNews: query.data });
  }, [query.data, query.isPlaceholderData]);
  return (
    <HomeSection
      id="home-news"
      title={m.home_news_title({}, o)}
      moreTo={href('newsList')}
      moreLabel={m.home_section_more_news({}, o)}
    >
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Stack gap="sm">
          {Array.from({ length: HOME_NEWS_SIZE }, (_, i) => (
            <Skeleton key={i} h={72} />
          ))}
        </Stack>
      ) : query.data.length === 0 ? (
        <EmptyState title={m.home_news_none({}, o)} />
      ) : (
        <Stack gap="sm">
          {query.data.map((n, i) => (
            <RecordLink
              key={n.newsid ?? i}
              to={recordHref('newsDetail', { newsId: n.newsid })}
              className={classes.newsItem}
            >
              {n.cover ? (
                <img
                  className={classes.newsCover}
                  src={n.cover}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div>
                <Text fw={600} lineClamp={2}>
                  {n.title}
                </Text>
                <Text size="xs" c="gray.7">
                  {n.categoryname ? codeName('newsCategory', n.categoryname, o) : ''} ·{' '}
                  {formatDate(n.publishtime)}
                </Text>
              </div>
            </RecordLink>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
