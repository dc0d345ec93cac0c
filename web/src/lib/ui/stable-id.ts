import { useId as useReactId } from 'react';

/**
 * What the app's Mantine components use for their ids (see build/stable-mantine-id.ts): the id
 * given, or one derived from React's `useId`, the same in the server's HTML and in the browser,
 * and never changed after hydration.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[:«»]/g, '')}`;
}
