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
const LIMITED_LABEL: Record<Limited, string> = {
  title: '標題',
  introduce: '簡介',
  tag: '標籤',
  content: '內容',
};

/** The article's fields, checked against the API's limits (the form says them before it has to). */
export function validateArticle(
  values: NewsFormValues,
): Partial<Record<keyof NewsFormValues, string>> {
  const errors: Partial<Record<keyof NewsFormValues, string>> = {};
  for (const k of Object.keys(NEWS_LIMITS) as Limited[]) {
    if (textLength(values[k].trim()) > NEWS_LIMITS[k]) {
      errors[k] = `${LIMITED_LABEL[k]}不可超過 ${NEWS_LIMITS[k]} 個字`;
    }
  }
  if (!values.title.trim()) errors.title = '請輸入文章標題';
  if (!values.category) errors.category = '請選擇分類';
  if (!values.introduce.trim()) errors.introduce = '請輸入簡介';
  if (!values.content.trim()) errors.content = '請輸入文章內容';
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
  const form = useForm<NewsFormValues>({
    mode: 'controlled',
    initialValues: empty,
    validate: validateArticle,
  });
  const [uploading, setUploading] = useState(false);
  const addNews = useAddNews();

  const pickCover = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      form.setFieldValue('cover', await uploadNewsCover(file));
    } catch (error) {
      notice.warning(`封面圖片上載失敗：${errorMessage(error)}`);
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
    <form method="post" onSubmit={submit} noValidate aria-label="撰寫健康資訊">
      <Stack gap="md">
        <TextInput
          label="文章標題"
          withAsterisk
          maxLength={NEWS_LIMITS.title}
          description={length('title')}
          {...form.getInputProps('title')}
        />
        <Select
          label="分類"
          placeholder="請選擇"
          withAsterisk
          data={categories.map((c) => ({ value: c.codeid, label: c.codedesc || c.codeDesc || '' }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('category')}
        />
        <Textarea
          label="簡介"
          withAsterisk
          autosize
          minRows={2}
          maxLength={NEWS_LIMITS.introduce}
          description={length('introduce')}
          {...form.getInputProps('introduce')}
        />
        <TextInput
          label="標籤（選填）"
          placeholder="以 | 或逗號分隔，例如：養生|冬季"
          maxLength={NEWS_LIMITS.tag}
          description={<FieldCounter value={form.values.tag} max={NEWS_LIMITS.tag} />}
          {...form.getInputProps('tag')}
        />
        <Textarea
          label="內容"
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
            封面圖片（選填）
          </Text>
          {form.values.cover ? (
            <img src={form.values.cover} alt="封面圖片" className={classes.cover} />
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
                {form.values.cover ? '更換封面' : '加入封面'}
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
            發表文章
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
