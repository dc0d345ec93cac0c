import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { IllnessCategory } from '@portal/shared';
import { useKeywordDraft } from '../../../lib/drafts/use-keyword-draft';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './ask-filters.module.css';

export interface AskFilterValue {
  keyword: string;
  category: string;
}

/**
 * Keyword search (applied on submit) and an illness category select (applied at once).
 *
 * The category list is the browser's own select: the phone's own picker, and nothing to measure
 * or position while the server-rendered page hydrates.
 */
export function AskFilters({
  categories,
  value,
  onChange,
}: {
  categories: readonly IllnessCategory[];
  value: AskFilterValue;
  /** Only the filters that changed. */
  onChange: (patch: Partial<AskFilterValue>) => void;
}) {
  const o = useMessageOptions();
  const keyword = useKeywordDraft(value.keyword, (k) => onChange({ keyword: k }));
  return (
    <form role="search" onSubmit={keyword.onSubmit}>
      <div className={classes.row}>
        <TextInput
          label={m.ask_filter_search_label({}, o)}
          placeholder={m.ask_filter_search_placeholder({}, o)}
          {...keyword.inputProps}
          leftSection={<IconSearch size={16} />}
          className={classes.keyword}
        />
        <NativeSelect
          label={m.ask_filter_category({}, o)}
          data={[
            { value: '', label: m.ask_filter_all_categories({}, o) },
            ...categories.map((c) => ({
              value: c.codeid,
              label: codeName('illnessCategory', c.codedesc || c.codeDesc || '', o),
            })),
          ]}
          value={value.category}
          onChange={(e) => onChange({ category: e.currentTarget.value })}
        />
        <Button type="submit">{m.ask_filter_submit({}, o)}</Button>
      </div>
    </form>
  );
}
