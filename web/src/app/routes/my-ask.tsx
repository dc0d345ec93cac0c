import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { QueryState } from '../../components/page-state/query-state';
import { paths } from '../../config/paths';
import { ASK_PAGE_SIZE, askQueries } from '../../features/ask/api/queries';
import { AskCard } from '../../features/ask/components/ask-card';
import { ListPagination } from '../../components/pagination/page-pagination';
import { usePageParam } from '../../lib/use-page-param';

export default function MyAskPage() {
  const [pageNo, setPage] = usePageParam();
  const query = useQuery({ ...askQueries.mine(pageNo), placeholderData: keepPreviousData });
  const total = query.data?.total ?? 0;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            我的提問
          </Title>
          <Button component={Link} to={paths.askPost()} variant="light">
            我要提問
          </Button>
        </Group>
        <QueryState
          query={query}
          loader={<CardsSkeleton count={3} />}
          isEmpty={(d) => d.list.length === 0}
          empty={{
            title: '你還沒有提問',
            message: '有健康疑問？註冊中醫師可以免費解答。',
            action: (
              <Button component={Link} to={paths.askPost()} variant="light">
                我要提問
              </Button>
            ),
          }}
        >
          {(data) => (
            <Stack gap="sm" data-testid="my-ask-list">
              {data.list.map((ask) => (
                <AskCard key={ask.askid} ask={ask} />
              ))}
            </Stack>
          )}
        </QueryState>
        <ListPagination
          size="sm"
          page={pageNo}
          total={total}
          pageSize={ASK_PAGE_SIZE}
          onChange={setPage}
        />
      </Stack>
    </Container>
  );
}
