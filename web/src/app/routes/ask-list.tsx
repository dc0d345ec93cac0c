import { href } from '@portal/shared';
import { useEffect } from 'react';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { setSessionState } from '../../lib/session/current-session';
import { ASK_PAGE_SIZE, askQueries } from '../../features/ask/api/queries';
import { AskCard } from '../../features/ask/components/ask-card';
import { AskFilters, type AskFilterValue } from '../../features/ask/components/ask-filters';
import { pageFromParams, usePageParam, useSearchFilters } from '../../lib/page/use-page-param';
import { preload, searchOf } from '../../lib/page/route-data';

/** The list's filters, as its address gives them. */
function askFilter(params: URLSearchParams): AskFilterValue {
  return { keyword: params.get('keyword') ?? '', category: params.get('category') ?? '' };
}

/** The categories and the page of the list. */
export function loader(args: LoaderFunctionArgs) {
  const params = searchOf(args);
  return preload(
    args,
    askQueries.categories(),
    askQueries.list({ ...askFilter(params), pageNo: pageFromParams(params) }),
  ).then(() => null);
}
import { MissingRecordNotice } from '../../components/page-state/missing-record-notice';

export default function AskListPage() {
  const [params] = useSearchParams();
  const [pageNo, setPage] = usePageParam();
  const setFilters = useSearchFilters();
  const filter = askFilter(params);
  const categories = useQuery(askQueries.categories());
  const list = useQuery({
    ...askQueries.list({ ...filter, pageNo }),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (categories.data) setSessionState({ askCategorys: categories.data });
  }, [categories.data]);

  const filtered = Boolean(filter.keyword || filter.category);
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            健康問答
          </Title>
          <Button
            component={Link}
            to={href('askPost')}
            leftSection={<IconMessageQuestion size={18} />}
          >
            我要提問
          </Button>
        </Group>
        <MissingRecordNotice kind="ask" />
        <AskFilters categories={categories.data ?? []} value={filter} onChange={setFilters} />
        <PagedQueryState
          query={list}
          loader={<CardsSkeleton count={5} />}
          empty={{
            title: filtered ? '找不到相關問題' : '暫時未有問題',
            message: filtered
              ? '試試移除分類篩選或換一個關鍵字，或者直接向醫師提問。'
              : '成為第一個提問的人吧。',
            action: (
              <Group gap="sm" justify="center">
                {filtered ? (
                  <Button
                    variant="default"
                    onClick={() => setFilters({ keyword: '', category: '' })}
                  >
                    清除所有篩選條件
                  </Button>
                ) : null}
                <Button component={Link} to={href('askPost')} variant="light">
                  我要提問
                </Button>
              </Group>
            ),
          }}
          page={pageNo}
          pageSize={ASK_PAGE_SIZE}
          onPageChange={setPage}
          paginationSize="sm"
        >
          {(data) => (
            <Stack gap="sm">
              {data.list.map((ask) => (
                <AskCard key={ask.askid} ask={ask} />
              ))}
            </Stack>
          )}
        </PagedQueryState>
      </Stack>
    </Container>
  );
}
