import { Button, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useKeywordDraft } from '../../../lib/use-keyword-draft';
import { jobQueries } from '../api/queries';
import classes from './job-filters.module.css';

export interface JobFilterValue {
  keyword: string;
  employmenttypeid: string;
  arealevel1id: string;
  arealevel2id: string;
}

/**
 * Employment type, region and district (names in Traditional Chinese, B5) apply at once; the
 * keyword applies on 搜尋. Changing the region clears the district.
 */
export function JobFilters({
  value,
  onChange,
}: {
  value: JobFilterValue;
  onChange: (value: JobFilterValue) => void;
}) {
  const keyword = useKeywordDraft(value.keyword, (k) => onChange({ ...value, keyword: k }));
  const types = useQuery(jobQueries.employmentTypes());
  const regions = useQuery(jobQueries.areas());
  const districts = useQuery({
    ...jobQueries.areas(value.arealevel1id),
    enabled: Boolean(value.arealevel1id),
  });

  return (
    <form role="search" aria-label="篩選職位" onSubmit={keyword.onSubmit}>
      <div className={classes.row}>
        <TextInput
          label="關鍵字"
          placeholder="職位或診所名稱"
          {...keyword.inputProps}
          leftSection={<IconSearch size={16} />}
          className={classes.keyword}
        />
        <Select
          label="工作類型"
          placeholder="全部"
          data={(types.data ?? []).map((t) => ({
            value: t.codeid,
            label: t.codedesc || t.codeDesc || '',
          }))}
          value={value.employmenttypeid || null}
          onChange={(v) => onChange({ ...value, employmenttypeid: v ?? '' })}
          clearable
          error={types.isError ? '未能載入' : undefined}
        />
        <Select
          label="地區"
          placeholder="全部"
          data={(regions.data ?? []).map((a) => ({ value: a.areaid, label: a.areaname }))}
          value={value.arealevel1id || null}
          onChange={(v) => onChange({ ...value, arealevel1id: v ?? '', arealevel2id: '' })}
          clearable
          error={regions.isError ? '未能載入' : undefined}
        />
        <Select
          label="分區"
          placeholder={value.arealevel1id ? '全部' : '請先選地區'}
          data={(districts.data ?? []).map((a) => ({ value: a.areaid, label: a.areaname }))}
          value={value.arealevel2id || null}
          onChange={(v) => onChange({ ...value, arealevel2id: v ?? '' })}
          disabled={!value.arealevel1id}
          clearable
        />
        <Button type="submit">搜尋</Button>
      </div>
    </form>
  );
}
