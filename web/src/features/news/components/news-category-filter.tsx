import { Chip, Group, ScrollArea } from '@mantine/core';
import type { NewsCategory } from '@portal/shared';

const ALL = '__all__';

/** Category chips with 「全部」 first; '' means every category. */
export function NewsCategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: readonly NewsCategory[];
  value: string;
  onChange: (category: string) => void;
}) {
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Chip.Group value={value || ALL} onChange={(v) => onChange(v === ALL ? '' : String(v))}>
        <Group gap="xs" wrap="nowrap" role="radiogroup" aria-label="資訊分類">
          <Chip value={ALL} variant="light">
            全部
          </Chip>
          {categories.map((c) => (
            <Chip key={c.codeid} value={c.codeid} variant="light">
              {c.codedesc || c.codeDesc}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
}
