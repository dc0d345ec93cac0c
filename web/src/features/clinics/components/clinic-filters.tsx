import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useKeywordDraft } from '../../../lib/drafts/use-keyword-draft';
import { DistrictSelect } from '../../../components/district-select/district-select';
import type { ClinicFilters as Filters } from '../lib/filters';

/** Keyword and district filters of the clinic search. */
export function ClinicFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const keyword = useKeywordDraft(value.keyword, (k) => onChange({ keyword: k }));
  return (
    <form role="search" aria-label="搜尋診所" onSubmit={keyword.onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            flex={1}
            label="關鍵字"
            placeholder="診所名稱、地區或服務"
            {...keyword.inputProps}
            leftSection={<IconSearch size={16} />}
          />
          <Button type="submit">搜尋</Button>
        </Group>
        <DistrictSelect value={value.district} onChange={(district) => onChange({ district })} />
      </SimpleGrid>
    </form>
  );
}
