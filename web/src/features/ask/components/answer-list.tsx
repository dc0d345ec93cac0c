import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { bookDoctorPath } from '../../../config/booking';
import { formatDateTime, href, type AskAnswer } from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './ask-detail.module.css';

/** Doctors' answers, each linking to the doctor's page, with a way to book that doctor. */
export function AnswerList({ answers }: { answers: readonly AskAnswer[] }) {
  const o = useMessageOptions();
  return (
    <section aria-labelledby="answers-title">
      <Title order={2} size="h4" id="answers-title" mb="sm">
        {m.ask_answers_title({ count: answers.length }, o)}
      </Title>
      {answers.length === 0 ? (
        <Text c="gray.7">{m.ask_answers_none({}, o)}</Text>
      ) : (
        <Stack gap="md">
          {answers.map((a) => (
            <Card key={a.answerid} withBorder padding="md" data-testid="ask-answer">
              <Group gap="sm" mb="sm" wrap="nowrap">
                <Avatar src={a.doctorphoto ? a.doctorphoto : null} alt="" radius="xl" size="md">
                  {a.doctorname?.slice(0, 1)}
                </Avatar>
                <div className={classes.answerer}>
                  {a.doctorglobaluserid ? (
                    <Anchor
                      component={Link}
                      to={href('doctorDetail', { doctorId: a.doctorglobaluserid })}
                      fw={600}
                    >
                      {a.doctorname || m.ask_answerer_fallback({}, o)}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{a.doctorname || m.ask_answerer_fallback({}, o)}</Text>
                  )}
                  <Text size="xs" c="gray.7">
                    {[a.doctortitle, formatDateTime(a.createtime)].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                {a.doctorglobaluserid ? (
                  <Button
                    component={Link}
                    to={bookDoctorPath(a.doctorglobaluserid)}
                    size="xs"
                    variant="light"
                    className={classes.bookDoctor}
                    leftSection={<IconCalendarPlus size={14} />}
                    aria-label={
                      a.doctorname ? m.ask_book_doctor_named({ name: a.doctorname }, o) : undefined
                    }
                  >
                    {m.ask_book_doctor({}, o)}
                  </Button>
                ) : null}
              </Group>
              <Text className={classes.prewrap}>{a.content}</Text>
            </Card>
          ))}
          <Text size="xs" c="gray.7">
            {m.ask_answers_disclaimer({}, o)}
          </Text>
        </Stack>
      )}
    </section>
  );
}
