import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { usableAreas } from '@portal/shared';
import { codeName } from '../../lib/i18n/code-names';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { areasQuery } from '../../lib/query/catalogue-query';
import { loaderClient, preload } from '../../lib/page/route-data';

/** A page loader's part for the picker: the regions, then each region's districts. */
export async function preloadDistricts(args: Pick<LoaderFunctionArgs, 'context'>): Promise<void> {
  const regions = areasQuery();
  await preload(args, regions);
  const raw = loaderClient(args).getQueryData(regions.queryKey);
  const ids = raw ? usableAreas(raw).map((region) => region.areaid) : [];
  await preload(args, ...ids.map((id) => areasQuery(id)));
}

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
  // Hong Kong's three regions, then the districts of each (the 18 districts), as the API names
  // them in Traditional Chinese (in English on the English pages); the same entries as every
  // other page that lists areas.
  const o = useMessageOptions();
  const regions = useQuery(areasQuery());
  const districts = useQueries({
    queries: (regions.data ?? []).map((region) => areasQuery(region.areaid)),
  });
  const isPending = regions.isPending || districts.some((d) => d.isPending);
  const isError = regions.isError || districts.some((d) => d.isError);
  const first = {
    value: '',
    label: isPending ? m.ui_district_select_loading({}, o) : m.ui_district_select_all({}, o),
  };
  const groups = isPending
    ? []
    : (regions.data ?? []).map((region, i) => ({
        group: codeName('area', region.areaname, o),
        items: (districts[i]?.data ?? []).map((d) => ({
          value: d.areaid,
          label: codeName('area', d.areaname, o),
        })),
      }));
  return (
    <NativeSelect
      label={m.ui_district_select_label({}, o)}
      data={[first, ...groups]}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={isError ? m.ui_district_select_failed({}, o) : undefined}
      {...props}
    />
  );
}
