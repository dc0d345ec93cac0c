import { useEffect } from 'react';
import { Container, Grid, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { setSessionState } from '../../lib/session-store';
import { NEWS_PAGE_SIZE, newsQueries } from '../../features/news/api/queries';
import { HotNews } from '../../features/news/components/hot-news';
import { NewsCard } from '../../features/news/components/news-card';
import { NewsCategoryFilter } from '../../features/news/components/news-category-filter';
import { usePageParam, useSearchFilters } from '../../lib/use-page-param';

export default function NewsListPage() {
  const [params] = useSearchParams();
  const [pageNo, setPage] = usePageParam();
  const setFilters = useSearchFilters();
  const category = params.get('category') ?? '';
  const categories = useQuery(newsQueries.categories());
  const list = useQuery({
    ...newsQueries.list({ category, pageNo }),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (categories.data) setSessionState({ newsCategories: categories.data });
  }, [categories.data]);

  return (
    <Container size="lg" py="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Title order={1} size="h2">
              健康資訊
            </Title>
            <NewsCategoryFilter
              categories={categories.data ?? []}
              value={category}
              onChange={(c) => setFilters({ category: c })}
            />
            <PagedQueryState
              query={list}
              loader={<CardsSkeleton count={5} />}
              empty={{ title: '暫時未有資訊', message: '這個分類還沒有文章，看看其他分類吧。' }}
              page={pageNo}
              pageSize={NEWS_PAGE_SIZE}
              onPageChange={setPage}
              paginationSize="sm"
            >
              {(data) => (
                <Stack gap="sm" aria-busy={list.isPlaceholderData} data-testid="news-list">
                  {data.list.map((item) => (
                    <NewsCard key={item.newsid} item={item} />
                  ))}
                </Stack>
              )}
            </PagedQueryState>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <HotNews />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
