import { useEffect } from 'react';
import { Button, Container, Grid, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { FIRST_SCREEN_CARDS } from '../../config/site';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { setSessionState } from '../../lib/session/current-session';
import { NEWS_PAGE_SIZE, newsQueries } from '../../features/news/api/queries';
import { HotNews } from '../../features/news/components/hot-news';
import { NewsCard } from '../../features/news/components/news-card';
import { NewsCategoryFilter } from '../../features/news/components/news-category-filter';
import { NewsSearch } from '../../features/news/components/news-search';
import { pageFromParams, usePageParam, useSearchFilters } from '../../lib/page/use-page-param';
import { preload, searchOf } from '../../lib/page/route-data';

/** The list's filters and page, as its address gives them. */
function newsFilter(params: URLSearchParams) {
  return {
    category: params.get('category') ?? '',
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    pageNo: pageFromParams(params),
  };
}

/** The categories, the page of the list and the hot news beside it. */
export function loader(args: LoaderFunctionArgs) {
  const reads = [
    newsQueries.categories(),
    newsQueries.list(newsFilter(searchOf(args))),
    newsQueries.hot(),
  ];
  return preload(args, ...reads).then(() => null);
}
import { MissingRecordNotice } from '../../components/page-state/missing-record-notice';

export default function NewsListPage() {
  const [params] = useSearchParams();
  const [pageNo, setPage] = usePageParam();
  const setFilters = useSearchFilters();
  const { category, keyword } = newsFilter(params);
  const filtered = Boolean(category || keyword);
  const categories = useQuery(newsQueries.categories());
  const list = useQuery({
    ...newsQueries.list({ category, keyword, pageNo }),
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
            <MissingRecordNotice kind="news" />
            <NewsSearch value={keyword} onChange={(k) => setFilters({ keyword: k })} />
            <NewsCategoryFilter
              categories={categories.data ?? []}
              value={category}
              onChange={(c) => setFilters({ category: c })}
            />
            <PagedQueryState
              query={list}
              loader={<CardsSkeleton count={5} />}
              empty={{
                title: keyword ? '找不到相關文章' : '暫時未有資訊',
                message: keyword
                  ? '試試移除分類篩選，或換一個較短的關鍵字。'
                  : '這個分類還沒有文章，看看其他分類吧。',
                action: filtered ? (
                  <Button variant="light" onClick={() => setFilters({ keyword: '', category: '' })}>
                    清除所有篩選條件
                  </Button>
                ) : undefined,
              }}
              page={pageNo}
              pageSize={NEWS_PAGE_SIZE}
              onPageChange={setPage}
              paginationSize="sm"
            >
              {(data) => (
                <Stack gap="sm" aria-busy={list.isPlaceholderData} data-testid="news-list">
                  {data.list.map((item, i) => (
                    <NewsCard key={item.newsid} item={item} eager={i < FIRST_SCREEN_CARDS} />
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
