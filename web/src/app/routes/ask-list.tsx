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
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

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
  const o = useMessageOptions();
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
            {m.nav_ask({}, o)}
          </Title>
          <Button
            component={Link}
            to={href('askPost')}
            leftSection={<IconMessageQuestion size={18} />}
          >
            {m.route_ask_list_ask({}, o)}
          </Button>
        </Group>
        <MissingRecordNotice kind="ask" />
        <AskFilters categories={categories.data ?? []} value={filter} onChange={setFilters} />
        <PagedQueryState
          query={list}
          loader={<CardsSkeleton count={5} />}
          empty={{
            title: filtered ? m.route_ask_list_no_match({}, o) : m.route_ask_list_none({}, o),
            message: filtered
              ? m.route_ask_list_no_match_hint({}, o)
              : m.route_ask_list_none_hint({}, o),
            action: (
              <Group gap="sm" justify="center">
                {filtered ? (
                  <Button
                    variant="default"
                    onClick={() => setFilters({ keyword: '', category: '' })}
                  >
                    {m.route_ask_list_clear_filters({}, o)}
                  </Button>
                ) : null}
                <Button component={Link} to={href('askPost')} variant="light">
                  {m.route_ask_list_ask({}, o)}
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
