import { Button, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { IllnessCategory } from '@portal/shared';
import { useKeywordDraft } from '../../../lib/use-keyword-draft';
import classes from './ask-filters.module.css';

export interface AskFilterValue {
  keyword: string;
  category: string;
}

/** Keyword search (applied on submit) and an illness category select (applied at once). */
export function AskFilters({
  categories,
  value,
  onChange,
}: {
  categories: readonly IllnessCategory[];
  value: AskFilterValue;
  onChange: (value: AskFilterValue) => void;
}) {
  const keyword = useKeywordDraft(value.keyword, (k) => onChange({ ...value, keyword: k }));
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
        <Select
          label="病症分類"
          placeholder="全部分類"
          data={categories.map((c) => ({ value: c.codeid, label: c.codedesc || c.codeDesc || '' }))}
          value={value.category || null}
          onChange={(v) => onChange({ ...value, category: v ?? '' })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Button type="submit">搜尋</Button>
      </div>
    </form>
  );
}
