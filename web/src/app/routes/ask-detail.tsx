import { Anchor, Breadcrumbs, Button, Container, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { RECORD_ID_PATTERN, detailMeta, isUsableRecord, href } from '@portal/shared';
import { QueryState } from '../../components/page-state/query-state';
import { usePageMeta } from '../../lib/page-meta';
import { queryClient } from '../../lib/query-client';
import { askQueries } from '../../features/ask/api/queries';
import { AnswerList } from '../../features/ask/components/answer-list';
import { AskQuestion } from '../../features/ask/components/ask-question';
import { SectionBoundary } from '../../components/section-boundary/section-boundary';
import { missingRecordTarget } from '../../lib/missing-record';

/** Fetches the question first (reusing the BFF's embedded record); missing -> the ask list. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!RECORD_ID_PATTERN.test(id)) return redirect(missingRecordTarget('askDetail'));
  try {
    const ask = await queryClient.ensureQueryData(askQueries.detail(id));
    return isUsableRecord('ask', ask) ? null : redirect(missingRecordTarget('askDetail'));
  } catch (error) {
    return redirect(missingRecordTarget('askDetail', error));
  }
}

export default function AskDetailPage() {
  const id = useParams().id ?? '';
  const query = useQuery(askQueries.detail(id));
  usePageMeta(query.data ? detailMeta('ask', query.data) : undefined);
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
