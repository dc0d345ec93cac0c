import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useKeywordDraft } from '../../../lib/drafts/use-keyword-draft';
import { DistrictSelect } from '../../../components/district-select/district-select';
import type { ClinicFilters as Filters } from '../lib/filters';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** Keyword and district filters of the clinic search. */
export function ClinicFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const o = useMessageOptions();
  const keyword = useKeywordDraft(value.keyword, (k) => onChange({ keyword: k }));
  return (
    <form role="search" aria-label={m.clinics_search_label({}, o)} onSubmit={keyword.onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            flex={1}
            label={m.clinics_keyword({}, o)}
            placeholder={m.clinics_keyword_placeholder({}, o)}
            {...keyword.inputProps}
            leftSection={<IconSearch size={16} />}
          />
          <Button type="submit">{m.clinics_search({}, o)}</Button>
        </Group>
        <DistrictSelect value={value.district} onChange={(district) => onChange({ district })} />
      </SimpleGrid>
    </form>
  );
}
