import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type Ask } from '@portal/shared';
import { ImageGallery } from '../../../components/image-viewer/image-gallery';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './ask-detail.module.css';
import tagBadge from '../../../components/tag-badge/tag-badge.module.css';

/** The question itself: title, category, asker, date, description and images. */
export function AskQuestion({ ask }: { ask: Ask }) {
  const o = useMessageOptions();
  // Asker, date and views are extensions a portal API may leave out: show the ones present.
  const byline = [
    ask.askername,
    formatDateTime(ask.createtime),
    typeof ask.viewcount === 'number' ? m.ask_question_views({ count: ask.viewcount }, o) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby="ask-title">
      <Stack gap="sm">
        <Group gap="xs">
          {ask.illnesscategoryname ? (
            <Badge variant="light" radius="sm" classNames={tagBadge}>
              {codeName('illnessCategory', ask.illnesscategoryname, o)}
            </Badge>
          ) : null}
          {byline ? (
            <Text size="xs" c="gray.7">
              {byline}
            </Text>
          ) : null}
        </Group>
        <Title order={1} size="h2" id="ask-title">
          {ask.title}
        </Title>
        {ask.note ? <Text className={classes.prewrap}>{ask.note}</Text> : null}
        <ImageGallery
          images={(ask.images ?? []).map((src, i) => ({
            src: src,
            alt: m.ask_question_image_alt({ title: ask.title, number: i + 1 }, o),
          }))}
        />
      </Stack>
    </Card>
  );
}
