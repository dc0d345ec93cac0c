import { useEffect } from 'react';
import { Container, Grid, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../components/page-state/query-state';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { setSessionState } from '../../lib/session-store';
import { NEWS_PAGE_SIZE, newsQueries } from '../../features/news/api/queries';
import { HotNews } from '../../features/news/components/hot-news';
import { NewsCard } from '../../features/news/components/news-card';
import { NewsCategoryFilter } from '../../features/news/components/news-category-filter';
import { PagePagination } from '../../components/pagination/page-pagination';

function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 0 ? n : 1;
}

export default function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const pageNo = pageOf(params);
  const categories = useQuery(newsQueries.categories());
  const list = useQuery({
    ...newsQueries.list({ category, pageNo }),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (categories.data) setSessionState({ newsCategories: categories.data });
  }, [categories.data]);

  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  const total = list.data?.total ?? 0;
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
              onChange={(c) => update({ category: c, page: '' })}
            />
            <QueryState
              query={list}
              loader={<CardsSkeleton count={5} />}
              isEmpty={(d) => d.list.length === 0}
              empty={{ title: '暫時未有資訊', message: '這個分類還沒有文章，看看其他分類吧。' }}
            >
              {(data) => (
                <Stack gap="sm" aria-busy={list.isPlaceholderData} data-testid="news-list">
                  {data.list.map((item) => (
                    <NewsCard key={item.newsid} item={item} />
                  ))}
                </Stack>
              )}
            </QueryState>
            {total > NEWS_PAGE_SIZE ? (
              <PagePagination
                size="sm"
                total={Math.ceil(total / NEWS_PAGE_SIZE)}
                value={pageNo}
                onChange={(p) => update({ page: p > 1 ? String(p) : '' })}
                siblings={1}
                boundaries={1}
                aria-label="分頁"
              />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <HotNews />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
