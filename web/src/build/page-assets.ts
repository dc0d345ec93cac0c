/**
 * Build step of the server bundle: works out, from the browser build of its copy (built first: its
 * manifest in dist/.vite/manifest.json, or dist/en/.vite/ for the English copy, and the chunk of each page module, noted beside it by this plugin),
 * which files each page is served with (app/page-assets.ts), and puts the table into the server
 * bundle as `__PAGE_ASSETS__`, which the bundle reports to the BFF. The BFF then names no source
 * file of the app: a page's files are found by the page module itself, and a date set-up or
 * component stylesheet that moves or is renamed fails this step, never the CSS of a page in
 * production.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { ModuleFiles, PageAssetTable } from '../app/page-assets';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  name?: string;
  css?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** Where the router finds its page modules, from the app's root (router.tsx's glob). */
const ROUTER_DIR = 'src/app';
/** The module the app imports before its first render on every page (lib/i18n/dates-ready.ts). */
const DATES_MODULE = 'src/lib/i18n/dayjs-setup.ts';
/** The Mantine component styles the router loads beside every page (router.tsx). */
const MANTINE_STYLES = 'src/app/mantine-styles.ts';

/** A chunk's stylesheets (a CSS-only module is its own file). */
function sheetsOf(chunk: ManifestChunk): string[] {
  return chunk.file.endsWith('.css') ? [chunk.file, ...(chunk.css ?? [])] : (chunk.css ?? []);
}

/**
 * The table for the page modules (their paths from the app's root, each with the file name of the
 * chunk the bundler put it in: its own, or one it was merged into). Throws when a page's chunk, the
 * date set-up or the component stylesheet is not in the manifest.
 */
export function pageAssetTable(
  manifest: Manifest,
  pageChunks: Readonly<Record<string, string>>,
): PageAssetTable {
  const need = (key: string): string => {
    if (!manifest[key]) throw new Error(`page assets: ${key} is not in the browser build`);
    return key;
  };
  const initial = new Set<string>();
  const walk = (key: string, into: Set<string>): void => {
    const chunk = manifest[key];
    if (into.has(key) || !chunk) return;
    into.add(key);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, initial);
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  /** The chunks reached from `roots` that the entry does not load, and their stylesheets. */
  const filesOf = (roots: readonly string[]): ModuleFiles => {
    const reached = new Set<string>();
    for (const root of roots) walk(root, reached);
    const preloads: string[] = [];
    const styles = new Set<string>();
    for (const key of reached) {
      if (initial.has(key)) continue;
      preloads.push(manifest[key]!.file);
      for (const sheet of sheetsOf(manifest[key]!)) styles.add(sheet);
    }
    return { preloads, styles: [...styles] };
  };

  const pages: PageAssetTable['pages'] = {};
  for (const [module, file] of Object.entries(pageChunks)) {
    const key = byFile.get(file);
    if (!key) throw new Error(`page assets: the chunk ${file} of ${module} is not in the manifest`);
    if (!module.startsWith(`${ROUTER_DIR}/`)) {
      throw new Error(`page assets: ${module} is not under ${ROUTER_DIR}`);
    }
    const name = `./${module.slice(ROUTER_DIR.length + 1)}`;
    // A page in the entry's own chunks (the not-found page) has nothing of its own to fetch; the
    // entry's lazy imports are every page's, not this one's parts.
    pages[name] = initial.has(key)
      ? { preloads: [], styles: [], lazyStyles: [] }
      : { ...filesOf([key]), lazyStyles: filesOf(manifest[key]!.dynamicImports ?? []).styles };
  }
  return {
    styles: sheetsOf(manifest[need(MANTINE_STYLES)]!),
    pages,
    always: filesOf([need(DATES_MODULE)]),
  };
}

/** Where the browser build notes which chunk each page module went into. */
const PAGE_CHUNKS_FILE = join('.vite', 'page-chunks.json');

/**
 * The browser build notes the chunk of each page module (the router's `routes/*.tsx`: a bundler
 * may merge small ones into a chunk named after another); the server build then puts the table into
 * its bundle.
 */
export function pageAssets(distDir = 'dist'): Plugin {
  let root = process.cwd();
  let server = false;
  return {
    name: 'portal:page-assets',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      if (!options.dir || server) return;
      const pagesDir = `${resolve(root, ROUTER_DIR, 'routes')}/`;
      const chunks: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          if (id.startsWith(pagesDir) && id.endsWith('.tsx')) {
            chunks[relative(root, id).split(sep).join('/')] = chunk.fileName;
          }
        }
      }
      writeFileSync(join(options.dir, PAGE_CHUNKS_FILE), JSON.stringify(chunks, null, 2));
    },
    config(config, env) {
      server = env.isSsrBuild === true;
      if (!server) return;
      const dist = resolve(config.root ?? process.cwd(), distDir);
      let table: PageAssetTable;
      try {
        const manifest = JSON.parse(
          readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const pageChunks = JSON.parse(readFileSync(join(dist, PAGE_CHUNKS_FILE), 'utf8')) as Record<
          string,
          string
        >;
        table = pageAssetTable(manifest, pageChunks);
      } catch (error) {
        throw new Error(`page assets: build the browser first (${(error as Error).message})`, {
          cause: error,
        });
      }
      return { define: { __PAGE_ASSETS__: JSON.stringify(table) } };
    },
  };
}
