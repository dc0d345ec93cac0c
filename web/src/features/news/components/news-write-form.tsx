import { useState } from 'react';
import { Button, FileButton, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoPlus } from '@tabler/icons-react';
import {
  IMAGE_MIME_TYPES,
  NEWS_LIMITS,
  textLength,
  type NewsCategory,
  type NewsSummary,
} from '@portal/shared';
import { FieldCounter } from '../../../components/field-counter/field-counter';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { notice } from '../../../lib/notify/notify';
import { errorMessage } from '../../../lib/query/query-client';
import { uploadNewsCover, useAddNews } from '../api/mutations';
import classes from './news-write-form.module.css';

interface NewsFormValues {
  title: string;
  category: string;
  introduce: string;
  tag: string;
  content: string;
  cover: string;
}

const empty: NewsFormValues = {
  title: '',
  category: '',
  introduce: '',
  tag: '',
  content: '',
  cover: '',
};

type Limited = keyof typeof NEWS_LIMITS;

/** The message for a field longer than `max`, one sentence per field. */
function tooLong(k: Limited, max: number, o?: MessageOptions): string {
  switch (k) {
    case 'title':
      return m.news_write_title_too_long({ max }, o);
    case 'introduce':
      return m.news_write_introduce_too_long({ max }, o);
    case 'tag':
      return m.news_write_tag_too_long({ max }, o);
    case 'content':
      return m.news_write_content_too_long({ max }, o);
  }
}

/**
 * The article's fields, checked against the API's limits (the form says them before it has to),
 * the messages in the render's locale `o` (the source locale without it).
 */
export function validateArticle(
  values: NewsFormValues,
  o?: MessageOptions,
): Partial<Record<keyof NewsFormValues, string>> {
  const errors: Partial<Record<keyof NewsFormValues, string>> = {};
  for (const k of Object.keys(NEWS_LIMITS) as Limited[]) {
    if (textLength(values[k].trim()) > NEWS_LIMITS[k]) {
      errors[k] = tooLong(k, NEWS_LIMITS[k], o);
    }
  }
  if (!values.title.trim()) errors.title = m.news_write_title_required({}, o);
  if (!values.category) errors.category = m.news_write_category_required({}, o);
  if (!values.introduce.trim()) errors.introduce = m.news_write_introduce_required({}, o);
  if (!values.content.trim()) errors.content = m.news_write_content_required({}, o);
  return errors;
}

/** A doctor's article: title, category, summary, tags, text and an optional cover image. */
export function NewsWriteForm({
  categories,
  onPublished,
}: {
  categories: readonly NewsCategory[];
  onPublished: (article: NewsSummary) => void;
}) {
  const o = useMessageOptions();
  const form = useForm<NewsFormValues>({
    mode: 'controlled',
    initialValues: empty,
    validate: (values) => validateArticle(values, o),
  });
  const [uploading, setUploading] = useState(false);
  const addNews = useAddNews();

  const pickCover = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      form.setFieldValue('cover', await uploadNewsCover(file));
    } catch (error) {
      notice.warning(m.news_write_cover_upload_failed({ error: errorMessage(error) }, o));
    } finally {
      setUploading(false);
    }
  };

  const submit = form.onSubmit((values) => {
    addNews.mutate(
      {
        title: values.title.trim(),
        category: values.category,
        introduce: values.introduce.trim(),
        tag: values.tag.trim(),
        content: values.content.trim(),
        ...(values.cover ? { cover: values.cover } : {}),
      },
      { onSuccess: (article) => onPublished(article) },
    );
  });

  const length = (k: Limited) => <FieldCounter value={form.values[k]} max={NEWS_LIMITS[k]} />;
  return (
    <form method="post" onSubmit={submit} noValidate aria-label={m.news_write_form_label({}, o)}>
      <Stack gap="md">
        <TextInput
          label={m.news_write_title_label({}, o)}
          withAsterisk
          maxLength={NEWS_LIMITS.title}
          description={length('title')}
          {...form.getInputProps('title')}
        />
        <Select
          label={m.news_write_category_label({}, o)}
          placeholder={m.news_write_category_placeholder({}, o)}
          withAsterisk
          data={categories.map((c) => ({
            value: c.codeid,
            label: codeName('newsCategory', c.codedesc || c.codeDesc || '', o),
          }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('category')}
        />
        <Textarea
          label={m.news_write_introduce_label({}, o)}
          withAsterisk
          autosize
          minRows={2}
          maxLength={NEWS_LIMITS.introduce}
          description={length('introduce')}
          {...form.getInputProps('introduce')}
        />
        <TextInput
          label={m.news_write_tag_label({}, o)}
          placeholder={m.news_write_tag_placeholder({}, o)}
          maxLength={NEWS_LIMITS.tag}
          description={<FieldCounter value={form.values.tag} max={NEWS_LIMITS.tag} />}
          {...form.getInputProps('tag')}
        />
        <Textarea
          label={m.news_write_content_label({}, o)}
          withAsterisk
          autosize
          minRows={8}
          maxRows={20}
          maxLength={NEWS_LIMITS.content}
          description={length('content')}
          {...form.getInputProps('content')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {m.news_write_cover_label({}, o)}
          </Text>
          {form.values.cover ? (
            <img
              src={form.values.cover}
              alt={m.news_write_cover_alt({}, o)}
              className={classes.cover}
            />
          ) : null}
          <FileButton accept={IMAGE_MIME_TYPES.join(',')} onChange={(f) => void pickCover(f)}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoPlus size={18} />}
                loading={uploading}
                w="fit-content"
              >
                {form.values.cover
                  ? m.news_write_cover_change({}, o)
                  : m.news_write_cover_add({}, o)}
              </Button>
            )}
          </FileButton>
        </Stack>
        {addNews.isError ? (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {errorMessage(addNews.error)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={addNews.isPending} disabled={uploading}>
            {m.news_write_submit({}, o)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
