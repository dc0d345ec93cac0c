import { Badge, Button } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSavedItems } from '../../lib/saved-store';

/**
 * 我的收藏 with the number of saved doctors and clinics, for the header bar (`compact`) and the
 * phone drawer. The list lives in this browser only, so the count is read from it directly.
 */
export function SavedLink({
  compact = false,
  onClick,
}: {
  compact?: boolean;
  onClick?: () => void;
}) {
  const count = useSavedItems().length;
  return (
    <Button
      component={Link}
      to={paths.mySaved()}
      onClick={onClick}
      variant={compact ? 'subtle' : 'default'}
      color={compact ? 'gray' : undefined}
      size={compact ? 'compact-md' : 'md'}
      leftSection={<IconHeart size={compact ? 16 : 18} aria-hidden="true" />}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle={count < 10} variant="filled" aria-hidden="true">
            {count}
          </Badge>
        ) : null
      }
      aria-label={count > 0 ? `我的收藏（${count} 項）` : '我的收藏'}
      data-testid={compact ? 'header-saved' : 'drawer-saved'}
    >
      {compact ? '收藏' : '我的收藏'}
    </Button>
  );
}
