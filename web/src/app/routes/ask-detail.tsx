import { Anchor, Breadcrumbs, Button, Container, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@portal/shared';
import { QueryState } from '../../components/page-state/query-state';
import { askQueries } from '../../features/ask/api/queries';
import { AnswerList } from '../../features/ask/components/answer-list';
import { AskQuestion } from '../../features/ask/components/ask-question';
import { SectionBoundary } from '../../components/section-boundary/section-boundary';
import { detailHead, detailLoader, useDetailRecord } from '../../lib/page/detail-page';

/** Fetches the question first; missing -> the ask list. */
export const loader = detailLoader('askDetail', askQueries.detail);

export const head = detailHead(askQueries.detail);

export default function AskDetailPage() {
  const { query } = useDetailRecord('askDetail', askQueries.detail);
  return (
    <Container size="md" py="lg">
      <Breadcrumbs mb="md" fz="sm">
        <Anchor component={Link} to={href('home')}>
          首頁
        </Anchor>
        <Anchor component={Link} to={href('askList')}>
          健康問答
        </Anchor>
      </Breadcrumbs>
      <QueryState query={query}>
        {(ask) => (
          <Stack gap="xl">
            <AskQuestion ask={ask} />
            <SectionBoundary name="醫師解答">
              <AnswerList answers={ask.answers ?? []} />
            </SectionBoundary>
            <Group>
              <Button
                component={Link}
                to={href('askPost', {}, { category: ask.illnesscategorycode })}
                variant="light"
              >
                我也要提問
              </Button>
              <Button component={Link} to={href('askList')} variant="subtle">
                返回問答列表
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
