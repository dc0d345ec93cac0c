import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { toggleSaved } from '../../../lib/saved/saved-actions';
import { useSavedItems, type SavedItem } from '../../../lib/saved/saved-list';
import { useAccountSavedSync } from '../../../lib/saved/saved-account';

/** 收藏 toggle for a doctor or clinic (kept in this browser). */
export function SaveButton({
  item,
  size = 'sm',
}: {
  item: Omit<SavedItem, 'savedAt'>;
  size?: 'xs' | 'sm' | 'md';
}) {
  useAccountSavedSync();
  const o = useMessageOptions();
  const saved = useSavedItems().some((i) => i.kind === item.kind && i.id === item.id);
  return (
    <Button
      size={size}
      variant={saved ? 'light' : 'default'}
      color={saved ? 'red' : undefined}
      leftSection={saved ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
      aria-pressed={saved}
      onClick={() => toggleSaved(item)}
    >
      {saved ? m.saved_items_saved({}, o) : m.saved_items_save({}, o)}
    </Button>
  );
}
