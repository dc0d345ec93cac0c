import { Anchor, Breadcrumbs, Container, Grid } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@portal/shared';
import { QueryState } from '../../components/page-state/query-state';
import { newsQueries } from '../../features/news/api/queries';
import { HotNews } from '../../features/news/components/hot-news';
import { NewsArticle } from '../../features/news/components/news-article';
import { SectionBoundary } from '../../components/section-boundary/section-boundary';
import { detailHead, detailLoader, useDetailRecord } from '../../lib/page/detail-page';

/**
 * Fetches the item before the page shows (the server-rendered page brings it in the query cache);
 * a missing item or a failed fetch sends the user to the news list. Then the hot news beside it.
 */
export const loader = detailLoader('newsDetail', newsQueries.detail, () => [newsQueries.hot()]);

export const head = detailHead(newsQueries.detail);

export default function NewsDetailPage() {
  const { query } = useDetailRecord('newsDetail', newsQueries.detail);
  return (
    <Container size="lg" py="lg">
      <Breadcrumbs mb="md" fz="sm">
        <Anchor component={Link} to={href('home')}>
          首頁
        </Anchor>
        <Anchor component={Link} to={href('newsList')}>
          健康資訊
        </Anchor>
      </Breadcrumbs>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <QueryState query={query}>
            {(news) => <NewsArticle key={news.newsid} news={news} />}
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SectionBoundary name="熱門資訊">
            <HotNews />
          </SectionBoundary>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
