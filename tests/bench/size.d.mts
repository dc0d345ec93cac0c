// Types for size.mjs (plain JS so the test command runs it with no TypeScript loader).
export interface SizeEntry {
  file: string;
  raw: number;
  gzip: number;
}
export interface LazyChunk extends SizeEntry {
  src: string;
  extraJsGzip: number;
  cssGzip: number;
}
export interface BundleMeasure {
  budgets: { initialJs: number; initialCss: number; lazyChunk: number };
  initialJs: { raw: number; gzip: number; files: SizeEntry[] };
  initialCss: { raw: number; gzip: number; files: SizeEntry[] };
  lazy: LazyChunk[];
  failures: string[];
}
export const BUDGETS: BundleMeasure['budgets'];
export const DEFAULT_DIST: string;
export function measureBundle(distDir?: string): BundleMeasure;
export function kb(bytes: number): string;
export function formatTable(result: BundleMeasure): string;
