import { Badge, Group } from '@mantine/core';
import { splitNewsTags } from '@portal/shared';

/** The item's tags (one string split on `|`, `,` and `，`) as badges; nothing when there are none. */
export function NewsTags({ tag }: { tag: string | null | undefined }) {
  const tags = splitNewsTags(tag);
  if (tags.length === 0) return null;
  return (
    <Group gap={6} aria-label="標籤" role="list">
      {tags.map((t) => (
        <Badge key={t} variant="light" color="gray" radius="sm" role="listitem">
          #{t}
        </Badge>
      ))}
    </Group>
  );
}
