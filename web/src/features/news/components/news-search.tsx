import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useKeywordDraft } from '../../../lib/drafts/use-keyword-draft';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './news-search.module.css';

/** Keyword search of the health articles (applied on submit). */
export function NewsSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (keyword: string) => void;
}) {
  const o = useMessageOptions();
  const keyword = useKeywordDraft(value, onChange);
  return (
    <form
      role="search"
      aria-label={m.news_search_label({}, o)}
      onSubmit={keyword.onSubmit}
      className={classes.row}
    >
      <TextInput
        aria-label={m.news_search_label({}, o)}
        placeholder={m.news_search_placeholder({}, o)}
        {...keyword.inputProps}
        leftSection={<IconSearch size={16} />}
        className={classes.keyword}
      />
      <Button type="submit">{m.news_search_submit({}, o)}</Button>
    </form>
  );
}
