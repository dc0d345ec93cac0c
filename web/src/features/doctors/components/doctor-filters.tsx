import {
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  FREE_FILTERS,
  freeFilterLabel,
  LANGUAGES,
  SPECIALTIES,
  type FreeFilter,
} from '@portal/shared';
import { useKeywordDraft } from '../../../lib/drafts/use-keyword-draft';
import { DistrictSelect } from '../../../components/district-select/district-select';
import { doctorQueries } from '../api/queries';
import type { DoctorFilters as Filters } from '../lib/filters';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './doctor-filters.module.css';

export interface DoctorFiltersProps {
  value: Filters;
  /** Called with the changed fields; the page resets to 1. */
  onChange: (patch: Partial<Filters>) => void;
  /**
   * The order by distance (按距離排序), which lives in the page rather than the address: whether
   * it is on, and how to turn it on (asks for the position) or leave it.
   */
  nearOrder?: { on: boolean; choose: () => void; leave: () => void };
}

/** The order by distance's value in the order list (the page, not the address, keeps it). */
const NEAR_VALUE = 'distance';

/** The choices of each list, their labels in the render's locale (`useMessageOptions`). */
function filterOptions(o: MessageOptions) {
  /** The choice that clears a filter, first in each list. */
  const all = { value: '', label: m.doctors_all({}, o) };
  return {
    all,
    free: [
      { value: 'any', label: m.doctors_free_any({}, o) },
      ...FREE_FILTERS.map((f) => ({ value: f, label: freeFilterLabel(f, o) })),
    ],
    // The value stays the API's Chinese name (the address and the search take it as it is).
    specialty: [all, ...SPECIALTIES.map((s) => ({ value: s, label: codeName('specialty', s, o) }))],
    language: [all, ...LANGUAGES.map((l) => ({ value: l, label: codeName('language', l, o) }))],
    order: [
      { value: 'default', label: m.doctors_order_default({}, o) },
      { value: 'soonest', label: m.doctors_order_soonest({}, o) },
    ],
    near: { value: NEAR_VALUE, label: m.doctors_order_distance({}, o) },
  };
}

/** How many of the choices under 篩選 differ from their default (the order counts too). */
function activeFilterCount(value: Filters, nearOn = false): number {
  return [
    value.district,
    value.specialty,
    value.language,
    value.clinic,
    value.free,
    value.order || nearOn,
  ].filter(Boolean).length;
}

/**
 * Keyword, district, specialty, language and clinic filters of the doctor search, then when the
 * doctor is free (今日有空 / 明日有空 / 本週有空) and the order (最快可約 first). On a phone all
 * but the keyword fold away behind 篩選 (with the number of choices made), so the first doctors
 * are on the first screen; the markup is the same at every width, only the style hides them.
 *
 * The lists are the browser's own selects: short lists, the phone's own picker, and nothing to
 * measure or position while the server-rendered page hydrates (a custom dropdown does that for
 * every list at once, one long task before the page answers a tap).
 */
export function DoctorFilters({ value, onChange, nearOrder }: DoctorFiltersProps) {
  const o = useMessageOptions();
  const options = filterOptions(o);
  const keyword = useKeywordDraft(value.keyword, (k) => onChange({ keyword: k }));
  const clinics = useQuery(doctorQueries.clinicOptions());
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(value, nearOrder?.on);

  return (
    <form role="search" aria-label={m.doctors_search_label({}, o)} onSubmit={keyword.onSubmit}>
      <Group gap="xs" wrap="nowrap" mb="sm" align="flex-end">
        <TextInput
          flex={1}
          label={m.doctors_keyword({}, o)}
          placeholder={m.doctors_keyword_placeholder({}, o)}
          {...keyword.inputProps}
          leftSection={<IconSearch size={16} />}
        />
        <Button type="submit">{m.doctors_search({}, o)}</Button>
      </Group>
      <Button
        variant={active > 0 ? 'light' : 'default'}
        size="compact-md"
        className={classes.toggle}
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        aria-expanded={open}
        aria-controls="doctor-filters-more"
        onClick={() => setOpen((o) => !o)}
        data-testid="filters-toggle"
      >
        {active > 0 ? m.doctors_filters_count({ count: active }, o) : m.doctors_filters({}, o)}
      </Button>
      <div id="doctor-filters-more" className={classes.more} data-open={open || undefined}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <DistrictSelect value={value.district} onChange={(district) => onChange({ district })} />
          <NativeSelect
            label={m.doctors_specialty({}, o)}
            data={options.specialty}
            value={value.specialty}
            onChange={(e) => onChange({ specialty: e.currentTarget.value })}
          />
          <NativeSelect
            label={m.doctors_language({}, o)}
            data={options.language}
            value={value.language}
            onChange={(e) => onChange({ language: e.currentTarget.value })}
          />
          <NativeSelect
            label={m.doctors_clinic({}, o)}
            data={[
              clinics.isPending ? { value: '', label: m.doctors_loading({}, o) } : options.all,
              ...(clinics.data ?? []),
            ]}
            value={value.clinic}
            onChange={(e) => onChange({ clinic: e.currentTarget.value })}
            error={clinics.isError ? m.doctors_load_failed({}, o) : undefined}
          />
        </SimpleGrid>
        <Group gap="sm" mt="sm" align="flex-end" wrap="wrap">
          <div>
            <Text size="sm" fw={500} mb={4} id="doctor-free-label">
              {m.doctors_free_label({}, o)}
            </Text>
            <SegmentedControl
              aria-labelledby="doctor-free-label"
              data={options.free}
              value={value.free || 'any'}
              onChange={(v) => onChange({ free: v === 'any' ? '' : (v as FreeFilter) })}
            />
          </div>
          <NativeSelect
            label={m.doctors_order({}, o)}
            data={nearOrder ? [...options.order, options.near] : options.order}
            value={nearOrder?.on ? NEAR_VALUE : value.order || 'default'}
            onChange={(e) => {
              const chosen = e.currentTarget.value;
              if (chosen === NEAR_VALUE) return nearOrder?.choose();
              nearOrder?.leave();
              onChange({ order: chosen === 'soonest' ? 'soonest' : '' });
            }}
            w={140}
          />
        </Group>
      </div>
    </form>
  );
}
