import { href } from '@portal/shared';
import { useEffect } from 'react';
import { Avatar, Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/page-state/empty-state';
import { ErrorState } from '../../../components/page-state/error-state';
import { setSessionState } from '../../../lib/session/current-session';
import { homeQueries } from '../api/queries';
import { HomeSection } from './home-section';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './home.module.css';
import { RecordAnchor, RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';

/** Recent health questions beside the doctors who answered most (at most 10). */
export function HomeQuestions() {
  const o = useMessageOptions();
  const asks = useQuery(homeQueries.asks());
  const top = useQuery(homeQueries.topAnswer());
  useEffect(() => {
    if (top.data && !top.isPlaceholderData) setSessionState({ topDoctors: top.data });
  }, [top.data, top.isPlaceholderData]);

  return (
    <HomeSection
      id="home-asks"
      title={m.home_questions_title({}, o)}
      moreTo={href('askList')}
      moreLabel={m.home_section_more_questions({}, o)}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {asks.isError ? (
            <ErrorState error={asks.error} onRetry={() => void asks.refetch()} />
          ) : asks.isPending ? (
            <Stack gap="sm">
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} h={56} />
              ))}
            </Stack>
          ) : asks.data.length === 0 ? (
            <EmptyState title={m.home_questions_none({}, o)} />
          ) : (
            <Stack gap="xs">
              {asks.data.map((a, i) => (
                <Card key={a.askid ?? i} withBorder padding="sm">
                  <RecordAnchor
                    to={recordHref('askDetail', { id: a.askid })}
                    fw={600}
                    lineClamp={1}
                  >
                    {a.title}
                  </RecordAnchor>
                  {a.illnesscategoryname || typeof a.answercount === 'number' ? (
                    <Text size="xs" c="gray.7">
                      {[
                        a.illnesscategoryname
                          ? codeName('illnessCategory', a.illnesscategoryname, o)
                          : '',
                        typeof a.answercount === 'number'
                          ? m.home_questions_answer_count({ count: a.answercount }, o)
                          : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  ) : null}
                </Card>
              ))}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="md">
            <Title order={3} size="h5" mb="xs">
              {m.home_questions_top_title({}, o)}
            </Title>
            {top.isError ? (
              <ErrorState error={top.error} onRetry={() => void top.refetch()} />
            ) : top.isPending ? (
              <Stack gap="xs">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} h={32} />
                ))}
              </Stack>
            ) : (
              <Stack gap={8} component="ol" m={0} p={0} data-testid="top-answer-doctors">
                {top.data.map((d, i) => (
                  <li key={d.globaluserid ?? i} className={classes.rankItem}>
                    <RecordLink
                      to={recordHref('doctorDetail', { doctorId: d.globaluserid })}
                      className={classes.rank}
                      data-top={i < 3 || undefined}
                    >
                      <span className={classes.rankNo}>{i + 1}</span>
                      <Avatar src={d.photo || null} size={32} radius="xl" alt="">
                        {d.username?.slice(0, 1)}
                      </Avatar>
                      <Text size="sm" fw={500} flex={1}>
                        {d.username}
                      </Text>
                      {typeof d.answercount === 'number' ? (
                        <Text size="xs" c="gray.7">
                          {m.home_questions_top_answers({ count: d.answercount }, o)}
                        </Text>
                      ) : null}
                    </RecordLink>
                  </li>
                ))}
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </HomeSection>
  );
}
