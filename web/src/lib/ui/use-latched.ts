import { useState } from 'react';

/**
 * False until `value` is first true, then true for good: a part mounted the first time it is
 * needed (a notice to show, a navigation started) and kept, without work on pages that never
 * need it.
 */
export function useLatched(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched;
}
