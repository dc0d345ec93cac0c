import { Chip, Group, ScrollArea } from '@mantine/core';
import type { NewsCategory } from '@portal/shared';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

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
  const o = useMessageOptions();
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Chip.Group value={value || ALL} onChange={(v) => onChange(v === ALL ? '' : String(v))}>
        <Group gap="xs" wrap="nowrap" role="radiogroup" aria-label={m.news_category_label({}, o)}>
          <Chip value={ALL} variant="light">
            {m.news_category_all({}, o)}
          </Chip>
          {categories.map((c) => (
            <Chip key={c.codeid} value={c.codeid} variant="light">
              {codeName('newsCategory', c.codedesc || c.codeDesc || '', o)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
}
