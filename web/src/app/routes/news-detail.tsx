import { Anchor, Breadcrumbs, Container, Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { RECORD_ID_PATTERN, detailMeta, isUsableRecord, href } from '@portal/shared';
import { QueryState } from '../../components/page-state/query-state';
import { usePageMeta } from '../../lib/page-meta';
import { queryClient } from '../../lib/query-client';
import { newsQueries } from '../../features/news/api/queries';
import { HotNews } from '../../features/news/components/hot-news';
import { NewsArticle } from '../../features/news/components/news-article';
import { SectionBoundary } from '../../components/section-boundary/section-boundary';
import { missingRecordTarget } from '../../lib/missing-record';

/**
 * Fetches the item before the page shows (the server-rendered page brings it in the query cache);
 * a missing item or a failed fetch sends the user to the news list.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.newsId ?? '';
  if (!RECORD_ID_PATTERN.test(id)) return redirect(missingRecordTarget('newsDetail'));
  try {
    const news = await queryClient.ensureQueryData(newsQueries.detail(id));
    return isUsableRecord('news', news) ? null : redirect(missingRecordTarget('newsDetail'));
  } catch (error) {
    return redirect(missingRecordTarget('newsDetail', error));
  }
}

export default function NewsDetailPage() {
  const id = useParams().newsId ?? '';
  const query = useQuery(newsQueries.detail(id));
  usePageMeta(query.data ? detailMeta('news', query.data) : undefined);
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
