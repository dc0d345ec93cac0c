import { Anchor, Breadcrumbs, Button, Container, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@portal/shared';
import { QueryState } from '../../components/page-state/query-state';
import { askQueries } from '../../features/ask/api/queries';
import { AnswerList } from '../../features/ask/components/answer-list';
import { AskQuestion } from '../../features/ask/components/ask-question';
import { SectionBoundary } from '../../components/section-boundary/section-boundary';
import { detailHead, detailLoader, useDetailRecord } from '../../lib/page/detail-page';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/** Fetches the question first; missing -> the ask list. */
export const loader = detailLoader('askDetail', askQueries.detail);

export const head = detailHead(askQueries.detail);

export default function AskDetailPage() {
  const { query } = useDetailRecord('askDetail', askQueries.detail);
  const o = useMessageOptions();
  return (
    <Container size="md" py="lg">
      <Breadcrumbs mb="md" fz="sm">
        <Anchor component={Link} to={href('home')}>
          {m.nav_home({}, o)}
        </Anchor>
        <Anchor component={Link} to={href('askList')}>
          {m.nav_ask({}, o)}
        </Anchor>
      </Breadcrumbs>
      <QueryState query={query}>
        {(ask) => (
          <Stack gap="xl">
            <AskQuestion ask={ask} />
            <SectionBoundary name={m.route_ask_detail_answers({}, o)}>
              <AnswerList answers={ask.answers ?? []} />
            </SectionBoundary>
            <Group>
              <Button
                component={Link}
                to={href('askPost', {}, { category: ask.illnesscategorycode })}
                variant="light"
              >
                {m.route_ask_detail_ask_too({}, o)}
              </Button>
              <Button component={Link} to={href('askList')} variant="subtle">
                {m.route_ask_detail_back({}, o)}
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
