import { Text } from '@mantine/core';

/** TEMPORARY: replaced by the shell's collection-statement component once it lands. */
export function CollectionStatement({ purpose }: { purpose: string }) {
  return (
    <Text size="xs" c="dimmed">
      收集個人資料聲明：你提供的個人資料只會用於{purpose}
      ，我們會按照《個人資料（私隱）條例》妥善保管。你可以聯絡我們查閱或更正你的資料。
    </Text>
  );
}
