import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, href, type AskDetail } from '@portal/shared';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './my-question-list.module.css';

/** The client's own questions, each with the doctors' answers. */
export function MyQuestionList({ asks }: { asks: AskDetail[] }) {
  const o = useMessageOptions();
  return (
    <Stack gap="md" data-testid="my-question-list">
      {asks.map((ask) => (
        <Card key={ask.askid} withBorder padding="md" component="article">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              {ask.askid ? (
                <Anchor component={Link} to={href('askDetail', { id: ask.askid })} fw={600}>
                  {ask.title}
                </Anchor>
              ) : (
                <Text fw={600}>{ask.title}</Text>
              )}
              {ask.illnesscategoryname ? (
                <Badge variant="light" className={classes.badge}>
                  {codeName('illnessCategory', ask.illnesscategoryname, o)}
                </Badge>
              ) : null}
            </Group>
            {ask.createtime || typeof ask.viewcount === 'number' ? (
              <Text size="xs" c="dimmed">
                {[
                  formatDateTime(ask.createtime),
                  typeof ask.viewcount === 'number'
                    ? m.user_centre_views({ count: ask.viewcount }, o)
                    : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            ) : null}
            {ask.note ? (
              <Text size="sm" className={classes.note}>
                {ask.note}
              </Text>
            ) : null}
            {(ask.answers ?? []).length === 0 ? (
              <Text size="sm" c="dimmed">
                {m.user_centre_no_answer({}, o)}
              </Text>
            ) : (
              <Stack gap="sm" className={classes.answers}>
                {(ask.answers ?? []).map((answer) => (
                  <Group key={answer.answerid} align="flex-start" wrap="nowrap" gap="sm">
                    <Avatar
                      src={answer.doctorphoto || null}
                      alt={answer.doctorname}
                      radius="xl"
                      size="md"
                    >
                      {answer.doctorname?.slice(0, 1)}
                    </Avatar>
                    <Stack gap={2} className={classes.answerBody}>
                      <Text size="sm" fw={600}>
                        {answer.doctorname || m.user_centre_answering_doctor({}, o)}
                        {answer.doctortitle ? (
                          <Text span size="xs" c="dimmed" ml={6}>
                            {answer.doctortitle}
                          </Text>
                        ) : null}
                      </Text>
                      <Text size="sm" className={classes.note}>
                        {answer.content}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(answer.createtime)}
                      </Text>
                    </Stack>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
