import { Center, Loader, Skeleton, Stack } from '@mantine/core';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './page-state.module.css';

export interface PageLoaderProps {
  /** Skeleton rows to show; 0 shows a centred spinner instead. */
  rows?: number;
  /** Accessible label read by screen readers. */
  label?: string;
}

/** Placeholder while a page or a section loads: skeleton lines (default) or a spinner. */
export function PageLoader({ rows = 4, label: given }: PageLoaderProps) {
  const o = useMessageOptions();
  const label = given ?? m.ui_page_state_loading({}, o);
  if (rows <= 0) {
    return (
      <Center className={classes.loader} role="status" aria-label={label}>
        <Loader size="md" />
      </Center>
    );
  }
  return (
    <Stack gap="sm" className={classes.loader} role="status" aria-label={label} aria-busy="true">
      <Skeleton height={24} width="40%" radius="sm" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={16} width={i % 3 === 2 ? '70%' : '100%'} radius="sm" />
      ))}
    </Stack>
  );
}

/** Grid of card-shaped skeletons for list pages. */
export function CardsSkeleton({ count = 6 }: { count?: number }) {
  const o = useMessageOptions();
  return (
    <Stack gap="md" role="status" aria-label={m.ui_page_state_loading({}, o)} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={96} radius="md" />
      ))}
    </Stack>
  );
}
