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
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

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
  const o = useMessageOptions();
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
              {m.route_news_list_title({}, o)}
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
                title: keyword
                  ? m.route_news_list_empty_search_title({}, o)
                  : m.route_news_list_empty_title({}, o),
                message: keyword
                  ? m.route_news_list_empty_search_message({}, o)
                  : m.route_news_list_empty_message({}, o),
                action: filtered ? (
                  <Button variant="light" onClick={() => setFilters({ keyword: '', category: '' })}>
                    {m.route_news_list_clear_filters({}, o)}
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
