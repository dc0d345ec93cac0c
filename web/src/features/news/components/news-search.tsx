import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useKeywordDraft } from '../../../lib/drafts/use-keyword-draft';
import classes from './news-search.module.css';

/** Keyword search of the health articles (applied on submit). */
export function NewsSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (keyword: string) => void;
}) {
  const keyword = useKeywordDraft(value, onChange);
  return (
    <form
      role="search"
      aria-label="搜尋健康資訊"
      onSubmit={keyword.onSubmit}
      className={classes.row}
    >
      <TextInput
        aria-label="搜尋健康資訊"
        placeholder="搜尋文章，例如：失眠、湯水"
        {...keyword.inputProps}
        leftSection={<IconSearch size={16} />}
        className={classes.keyword}
      />
      <Button type="submit">搜尋</Button>
    </form>
  );
}
