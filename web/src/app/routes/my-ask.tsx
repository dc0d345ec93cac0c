import { href } from '@portal/shared';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { ASK_PAGE_SIZE, askQueries } from '../../features/ask/api/queries';
import { AskCard } from '../../features/ask/components/ask-card';
import { usePageParam } from '../../lib/use-page-param';

export default function MyAskPage() {
  const [pageNo, setPage] = usePageParam();
  const query = useQuery({ ...askQueries.mine(pageNo), placeholderData: keepPreviousData });
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            我的提問
          </Title>
          <Button component={Link} to={href('askPost')} variant="light">
            我要提問
          </Button>
        </Group>
        <PagedQueryState
          query={query}
          loader={<CardsSkeleton count={3} />}
          empty={{
            title: '你還沒有提問',
            message: '有健康疑問？註冊中醫師可以免費解答。',
            action: (
              <Button component={Link} to={href('askPost')} variant="light">
                我要提問
              </Button>
            ),
          }}
          page={pageNo}
          pageSize={ASK_PAGE_SIZE}
          onPageChange={setPage}
          paginationSize="sm"
        >
          {(data) => (
            <Stack gap="sm" data-testid="my-ask-list">
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
