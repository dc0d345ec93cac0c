import { Anchor, Breadcrumbs, Container, Grid } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@portal/shared';
import { QueryState } from '../../components/page-state/query-state';
import { newsQueries } from '../../features/news/api/queries';
import { HotNews } from '../../features/news/components/hot-news';
import { NewsArticle } from '../../features/news/components/news-article';
import { SectionBoundary } from '../../components/section-boundary/section-boundary';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { detailHead, detailLoader, useDetailRecord } from '../../lib/page/detail-page';

/**
 * Fetches the item before the page shows (the server-rendered page brings it in the query cache);
 * a missing item or a failed fetch sends the user to the news list. Then the hot news beside it.
 */
export const loader = detailLoader('newsDetail', newsQueries.detail, () => [newsQueries.hot()]);

export const head = detailHead(newsQueries.detail);

export default function NewsDetailPage() {
  const { query } = useDetailRecord('newsDetail', newsQueries.detail);
  const o = useMessageOptions();
  return (
    <Container size="lg" py="lg">
      <Breadcrumbs mb="md" fz="sm">
        <Anchor component={Link} to={href('home')}>
          {m.route_news_detail_home({}, o)}
        </Anchor>
        <Anchor component={Link} to={href('newsList')}>
          {m.route_news_detail_news({}, o)}
        </Anchor>
      </Breadcrumbs>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <QueryState query={query}>
            {(news) => <NewsArticle key={news.newsid} news={news} />}
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SectionBoundary name={m.route_news_detail_hot({}, o)}>
            <HotNews />
          </SectionBoundary>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
