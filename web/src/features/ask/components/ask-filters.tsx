import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { IllnessCategory } from '@portal/shared';
import { useKeywordDraft } from '../../../lib/drafts/use-keyword-draft';
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
  const keyword = useKeywordDraft(value.keyword, (k) => onChange({ keyword: k }));
  return (
    <form role="search" onSubmit={keyword.onSubmit}>
      <div className={classes.row}>
        <TextInput
          label="搜尋問題"
          placeholder="例如：失眠、咳嗽"
          {...keyword.inputProps}
          leftSection={<IconSearch size={16} />}
          className={classes.keyword}
        />
        <NativeSelect
          label="病症分類"
          data={[
            { value: '', label: '全部分類' },
            ...categories.map((c) => ({ value: c.codeid, label: c.codedesc || c.codeDesc || '' })),
          ]}
          value={value.category}
          onChange={(e) => onChange({ category: e.currentTarget.value })}
        />
        <Button type="submit">搜尋</Button>
      </div>
    </form>
  );
}
