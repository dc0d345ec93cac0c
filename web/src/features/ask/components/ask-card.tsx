import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDate, type Ask } from '@portal/shared';
import classes from './ask-card.module.css';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';
import tagBadge from '../../../components/tag-badge/tag-badge.module.css';

/** One question in a list: title, category, start of the description, answers and date. */
export function AskCard({ ask }: { ask: Ask }) {
  const o = useMessageOptions();
  return (
    <RecordLink
      to={recordHref('askDetail', { id: ask.askid })}
      className={classes.card}
      data-testid="ask-card"
    >
      <Stack gap={6}>
        <Group gap="xs" align="flex-start">
          {ask.illnesscategoryname ? (
            <Badge variant="light" radius="sm" classNames={tagBadge}>
              {codeName('illnessCategory', ask.illnesscategoryname, o)}
            </Badge>
          ) : null}
          <Text className={classes.title} component="h3" lineClamp={2}>
            {ask.title}
          </Text>
        </Group>
        <Text size="sm" c="gray.7" lineClamp={2}>
          {ask.note}
        </Text>
        <Group gap="md" fz="xs" c="gray.7">
          {ask.askername ? <span>{ask.askername}</span> : null}
          {ask.createtime ? <span>{formatDate(ask.createtime)}</span> : null}
          {typeof ask.answercount === 'number' ? (
            <Text span fz="xs" c={ask.answercount > 0 ? 'jade.7' : 'gray.7'} fw={600}>
              {ask.answercount > 0
                ? m.ask_card_answer_count({ count: ask.answercount }, o)
                : m.ask_card_awaiting({}, o)}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </RecordLink>
  );
}
