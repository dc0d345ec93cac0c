/**
 * The browser build's files a server-rendered page is served with, as the server bundle reports
 * them to the BFF: the page's stylesheets (so it is styled before any script runs) and the chunks
 * of its own beyond the entry's (fetched beside the entry, so hydration does not wait for them to
 * be discovered). Worked out from the browser build's manifest when the server bundle is built
 * (build/page-assets.ts); the page modules are found by the router's own rule, so the files a page
 * is served with are the ones it loads.
 */
import type { PageFiles } from '@portal/shared';

/** One unit of the browser build: its chunks beyond the entry's and their stylesheets. */
export interface ModuleFiles {
  /** Chunks the module loads that the entry does not, each before those it imports. */
  preloads: string[];
  /** Their stylesheets, in the same order. */
  styles: string[];
}

/** What the server bundle carries, paths relative to the build's base. */
export interface PageAssetTable {
  /** Stylesheets every page is served with, before its own (the component sheet the router loads beside every page). */
  styles: string[];
  /**
   * Per page module (named as the router's glob names it, `./routes/<file>.tsx`): its files, and
   * the stylesheets of the parts it loads lazily but the server renders (the home carousel).
   */
  pages: Record<string, ModuleFiles & { lazyStyles: string[] }>;
  /** The module every page imports before its first render (the date set-up), after the page's own. */
  always: ModuleFiles;
}

/**
 * The files of a page made of the given page modules (outermost first): the shared stylesheets,
 * each module's own, those of the modules every page loads, then those of the lazy parts; each
 * file once, where it first comes.
 */
export function composePageFiles(table: PageAssetTable, modules: readonly string[]): PageFiles {
  const styles = new Set(table.styles);
  const preloads = new Set<string>();
  const lazy: string[] = [];
  const units = modules.map((m) => table.pages[m]).filter((u) => u !== undefined);
  for (const unit of [...units, table.always]) {
    for (const file of unit.preloads) preloads.add(file);
    for (const file of unit.styles) styles.add(file);
  }
  for (const unit of units) lazy.push(...unit.lazyStyles);
  for (const file of lazy) styles.add(file);
  return { styles: [...styles], preloads: [...preloads] };
}
