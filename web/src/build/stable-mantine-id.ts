/**
 * Build step: Mantine's `useId` from `@mantine/hooks` is replaced by `lib/ui/stable-id.ts`.
 *
 * Mantine's own hook renders with an id derived from React's `useId` and then, in a layout effect,
 * swaps it for a random one. In a server-rendered page every input, select, carousel and popover
 * therefore updates its state in the commit of hydration: a synchronous render right after the
 * page hydrates, which also pulls every pending effect of the page into the same long task.
 * React's `useId` alone is unique within the root and the same on the server and in the browser,
 * which is all these ids need (labels, `aria-controls`), so the swap is dropped.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/].*use-id[\\/]use-id\.m?js$/;

/** Whether `id` (a resolved module path) is Mantine's `useId` module. */
export function isMantineUseId(id: string): boolean {
  return MANTINE_USE_ID.test(id);
}

export function stableMantineId(): Plugin {
  const stableId = fileURLToPath(new URL('../lib/ui/stable-id.ts', import.meta.url));
  return {
    name: 'portal:stable-mantine-id',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('use-id')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && isMantineUseId(resolved.id) ? stableId : null;
    },
  };
}
