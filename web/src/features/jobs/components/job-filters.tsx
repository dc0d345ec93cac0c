import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useKeywordDraft } from '../../../lib/drafts/use-keyword-draft';
import { jobQueries } from '../api/queries';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './job-filters.module.css';

export interface JobFilterValue {
  keyword: string;
  employmenttypeid: string;
  arealevel1id: string;
  arealevel2id: string;
}

/**
 * Employment type, region and district (the API's Traditional Chinese names, B5, in English on
 * the English pages) apply at once; the keyword applies on 搜尋. Changing the region clears the
 * district.
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
  const o = useMessageOptions();
  /** The choice that clears a filter, first in each list. */
  const all = { value: '', label: m.jobs_filter_all({}, o) };
  const keyword = useKeywordDraft(value.keyword, (k) => onChange({ keyword: k }));
  const types = useQuery(jobQueries.employmentTypes());
  const regions = useQuery(jobQueries.areas());
  const districts = useQuery({
    ...jobQueries.areas(value.arealevel1id),
    enabled: Boolean(value.arealevel1id),
  });

  return (
    <form role="search" aria-label={m.jobs_filter_label({}, o)} onSubmit={keyword.onSubmit}>
      <div className={classes.row}>
        <TextInput
          label={m.jobs_filter_keyword({}, o)}
          placeholder={m.jobs_filter_keyword_placeholder({}, o)}
          {...keyword.inputProps}
          leftSection={<IconSearch size={16} />}
          className={classes.keyword}
        />
        <NativeSelect
          label={m.jobs_filter_type({}, o)}
          data={[
            all,
            ...(types.data ?? []).map((t) => ({
              value: t.codeid,
              label: codeName('employment', t.codedesc || t.codeDesc || '', o),
            })),
          ]}
          value={value.employmenttypeid}
          onChange={(e) => onChange({ employmenttypeid: e.currentTarget.value })}
          error={types.isError ? m.jobs_filter_load_failed({}, o) : undefined}
        />
        <NativeSelect
          label={m.jobs_filter_region({}, o)}
          data={[
            all,
            ...(regions.data ?? []).map((a) => ({
              value: a.areaid,
              label: codeName('area', a.areaname, o),
            })),
          ]}
          value={value.arealevel1id}
          onChange={(e) => onChange({ arealevel1id: e.currentTarget.value, arealevel2id: '' })}
          error={regions.isError ? m.jobs_filter_load_failed({}, o) : undefined}
        />
        <NativeSelect
          label={m.jobs_filter_district({}, o)}
          data={[
            value.arealevel1id ? all : { value: '', label: m.jobs_filter_region_first({}, o) },
            ...(districts.data ?? []).map((a) => ({
              value: a.areaid,
              label: codeName('area', a.areaname, o),
            })),
          ]}
          value={value.arealevel2id}
          onChange={(e) => onChange({ arealevel2id: e.currentTarget.value })}
          disabled={!value.arealevel1id}
        />
        <Button type="submit">{m.jobs_filter_submit({}, o)}</Button>
      </div>
    </form>
  );
}
