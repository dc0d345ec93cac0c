import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useKeywordDraft } from '../../../lib/drafts/use-keyword-draft';
import { jobQueries } from '../api/queries';
import classes from './job-filters.module.css';

export interface JobFilterValue {
  keyword: string;
  employmenttypeid: string;
  arealevel1id: string;
  arealevel2id: string;
}

/** The choice that clears a filter, first in each list. */
const ALL = { value: '', label: '全部' };

/**
 * Employment type, region and district (names in Traditional Chinese, B5) apply at once; the
 * keyword applies on 搜尋. Changing the region clears the district.
 *
 * The lists are the browser's own selects: a handful of choices each, the phone's own picker,
 * and nothing to set up when the page hydrates (a custom dropdown positions itself then, which
 * made the first seconds of this page slower to answer a tap).
 */
export function JobFilters({
  value,
  onChange,
}: {
  value: JobFilterValue;
  /** Only the filters that changed. */
  onChange: (patch: Partial<JobFilterValue>) => void;
}) {
  const keyword = useKeywordDraft(value.keyword, (k) => onChange({ keyword: k }));
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
        <NativeSelect
          label="工作類型"
          data={[
            ALL,
            ...(types.data ?? []).map((t) => ({
              value: t.codeid,
              label: t.codedesc || t.codeDesc || '',
            })),
          ]}
          value={value.employmenttypeid}
          onChange={(e) => onChange({ employmenttypeid: e.currentTarget.value })}
          error={types.isError ? '未能載入' : undefined}
        />
        <NativeSelect
          label="地區"
          data={[ALL, ...(regions.data ?? []).map((a) => ({ value: a.areaid, label: a.areaname }))]}
          value={value.arealevel1id}
          onChange={(e) => onChange({ arealevel1id: e.currentTarget.value, arealevel2id: '' })}
          error={regions.isError ? '未能載入' : undefined}
        />
        <NativeSelect
          label="分區"
          data={[
            value.arealevel1id ? ALL : { value: '', label: '請先選地區' },
            ...(districts.data ?? []).map((a) => ({ value: a.areaid, label: a.areaname })),
          ]}
          value={value.arealevel2id}
          onChange={(e) => onChange({ arealevel2id: e.currentTarget.value })}
          disabled={!value.arealevel1id}
        />
        <Button type="submit">搜尋</Button>
      </div>
    </form>
  );
}
