import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { bookDoctorPath } from '../../../config/booking';
import { formatDateTime, href, type AskAnswer } from '@portal/shared';
import classes from './ask-detail.module.css';

/** Doctors' answers, each linking to the doctor's page, with a way to book that doctor. */
export function AnswerList({ answers }: { answers: readonly AskAnswer[] }) {
  return (
    <section aria-labelledby="answers-title">
      <Title order={2} size="h4" id="answers-title" mb="sm">
        醫師解答（{answers.length}）
      </Title>
      {answers.length === 0 ? (
        <Text c="gray.7">暫時未有醫師解答，醫師回覆後會在這裏顯示。</Text>
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
                      {a.doctorname || '解答醫師'}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{a.doctorname || '解答醫師'}</Text>
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
                    aria-label={a.doctorname ? `預約此醫師：${a.doctorname}` : undefined}
                  >
                    預約此醫師
                  </Button>
                ) : null}
              </Group>
              <Text className={classes.prewrap}>{a.content}</Text>
            </Card>
          ))}
          <Text size="xs" c="gray.7">
            醫師解答只供參考，並不構成診斷；如症狀持續或加重，請親身求診。
          </Text>
        </Stack>
      )}
    </section>
  );
}
