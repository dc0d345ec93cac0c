import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AREA_ROOT_ID, usableAreas, type UsableArea } from '@portal/shared';
import { AREA_LANGCODE } from '../../config/site';
import { callApi } from '../../lib/api-client';

export interface DistrictGroup {
  region: UsableArea;
  districts: UsableArea[];
}

/** The 18 districts grouped under Hong Kong's three regions, with Traditional (B5) names. */
export const districtsQuery = queryOptions({
  queryKey: ['areas', 'districts', AREA_LANGCODE] as const,
  queryFn: async (): Promise<DistrictGroup[]> => {
    const langcode = AREA_LANGCODE;
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

export interface DistrictSelectProps extends Omit<
  NativeSelectProps,
  'data' | 'value' | 'onChange' | 'children'
> {
  value: string;
  onChange: (districtId: string) => void;
}

/**
 * A district picker, the districts grouped under their region; '' means every district (全港).
 *
 * The browser's own select: eighteen districts need no search box, a phone opens its own picker,
 * and hydrating the list page has no dropdown to measure and position.
 */
export function DistrictSelect({ value, onChange, ...props }: DistrictSelectProps) {
  const { data, isPending, isError } = useQuery(districtsQuery);
  const first = { value: '', label: isPending ? '載入中…' : '全港' };
  const groups = (data ?? []).map((g) => ({
    group: g.region.areaname,
    items: g.districts.map((d) => ({ value: d.areaid, label: d.areaname })),
  }));
  return (
    <NativeSelect
      label="地區"
      data={[first, ...groups]}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={isError ? '未能載入地區' : undefined}
      {...props}
    />
  );
}
