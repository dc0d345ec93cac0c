import { href } from '@portal/shared';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { useSavedItems } from '../../lib/saved/saved-list';
import classes from './saved-link.module.css';

/**
 * 我的收藏 with the number of saved doctors and clinics, for the header bar (`compact`) and the
 * phone drawer. The count is read from this browser's copy of the list (for a logged-in client,
 * brought in line with the account's whenever a page showing saves is open: lib/saved-account).
 */
export function SavedLink({
  compact = false,
  onClick,
}: {
  compact?: boolean;
  onClick?: () => void;
}) {
  const count = useSavedItems().length;
  const o = useMessageOptions();
  return (
    <Button
      component={Link}
      to={href('mySaved')}
      onClick={onClick}
      variant={compact ? 'subtle' : 'default'}
      color={compact ? 'gray' : undefined}
      size={compact ? 'compact-md' : 'md'}
      rightSection={
        count > 0 ? (
          // A plain pill rather than Mantine's Badge: the header is in every page's first load.
          <span className={classes.count} aria-hidden="true">
            {count}
          </span>
        ) : null
      }
      aria-label={count > 0 ? m.saved_link_count({ count }, o) : m.saved_link({}, o)}
    >
      {compact ? m.saved_link_short({}, o) : m.saved_link({}, o)}
    </Button>
  );
}
