/**
 * Build step of the browser bundle: lists the modules of `src/lib` that the first load carries
 * (the entry chunk and every chunk it imports statically) in `dist/.vite/first-load.json`. Each
 * capability folder of `src/lib` names its first-load files in its README; the bundle budget check
 * (tests/bench/size.mjs) holds the two against each other, so the chunk boundary inside a folder
 * is written where a reader looks, and moving code across it is seen.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const FIRST_LOAD_FILE = '.vite/first-load.json';

interface ChunkLike {
  type: 'chunk';
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/** The `src/lib/…` modules of the chunks loaded before anything lazy, from the web's root. */
export function firstLoadLibModules(
  bundle: Record<string, ChunkLike | { type: 'asset' }>,
  root: string,
): string[] {
  const chunks = new Map(
    Object.entries(bundle).flatMap(([file, c]) => (c.type === 'chunk' ? [[file, c]] : [])),
  );
  const seen = new Set<string>();
  const queue = [...chunks].filter(([, c]) => c.isEntry).map(([file]) => file);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  const modules = [...seen].flatMap((file) => chunks.get(file)?.moduleIds ?? []);
  return [
    ...new Set(
      modules
        .map((id) => relative(root, id.split('?')[0]!).split('\\').join('/'))
        .filter((path) => path.startsWith('src/lib/')),
    ),
  ].sort();
}

export function firstLoadList(): Plugin {
  let root = '';
  let ssr = false;
  return {
    name: 'portal:first-load',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const modules = firstLoadLibModules(
        bundle as unknown as Record<string, ChunkLike | { type: 'asset' }>,
        root,
      );
      this.emitFile({
        type: 'asset',
        fileName: FIRST_LOAD_FILE,
        source: `${JSON.stringify(modules, null, 2)}\n`,
      });
    },
  };
}
