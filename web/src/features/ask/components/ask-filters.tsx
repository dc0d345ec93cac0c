import { useEffect, useState } from 'react';
import { Button, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { IllnessCategory } from '@portal/shared';
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
  const [keyword, setKeyword] = useState(value.keyword);
  useEffect(() => setKeyword(value.keyword), [value.keyword]);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...value, keyword: keyword.trim() });
      }}
    >
      <div className={classes.row}>
        <TextInput
          label="搜尋問題"
          placeholder="例如：失眠、咳嗽"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          className={classes.keyword}
          maxLength={50}
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
