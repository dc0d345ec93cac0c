import { Select, type SelectProps } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AREA_ROOT_ID, JOB_AREA_LANGCODE, usableAreas, type UsableArea } from '@portal/shared';
import { callApi } from '../../lib/api-client';

export interface DistrictGroup {
  region: UsableArea;
  districts: UsableArea[];
}

/** The 18 districts grouped under Hong Kong's three regions, with Traditional (B5) names. */
export const districtsQuery = queryOptions({
  queryKey: ['areas', 'districts', JOB_AREA_LANGCODE] as const,
  queryFn: async (): Promise<DistrictGroup[]> => {
    const langcode = JOB_AREA_LANGCODE;
    const regions = usableAreas(
      await callApi('getAreaByParentId', { query: { parentId: AREA_ROOT_ID, langcode } }),
    );
    return Promise.all(
      regions.map(async (region) => ({
        region,
        districts: usableAreas(
          await callApi('getAreaByParentId', { query: { parentId: region.areaid, langcode } }),
        ),
      })),
    );
  },
  staleTime: Infinity,
});

export interface DistrictSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange: (districtId: string) => void;
}

/** A district picker (grouped by region); '' means every district. */
export function DistrictSelect({ value, onChange, ...props }: DistrictSelectProps) {
  const { data, isPending, isError } = useQuery(districtsQuery);
  const groups = (data ?? []).map((g) => ({
    group: g.region.areaname,
    items: g.districts.map((d) => ({ value: d.areaid, label: d.areaname })),
  }));
  return (
    <Select
      label="地區"
      placeholder={isError ? '未能載入地區' : isPending ? '載入中…' : '全港'}
      data={groups}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      clearable
      searchable
      nothingFoundMessage="找不到這個地區"
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
