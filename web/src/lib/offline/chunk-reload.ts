/**
 * A page chunk that fails to load (a new deploy removed it, the connection dropped) reloads the
 * whole page once; if it fails again the route's error element shows a friendly message with a
 * retry button instead of a blank screen. A sessionStorage flag remembers the one reload.
 *
 * The reload happens in the route's error element, not where the import failed: by then the
 * router has moved to the page the user asked for, so the reload fetches that page (with the new
 * deploy's chunk names) rather than the one they came from.
 */
import { m } from '../i18n/messages';

export const CHUNK_RELOAD_FLAG = 'portal.chunkReloaded';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(m.page_load_failed(), { cause });
    this.name = 'ChunkLoadError';
  }
}

function readFlag(): boolean {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_FLAG) === '1';
  } catch {
    return true; // No storage: never risk a reload loop.
  }
}

function writeFlag(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    else window.sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
  } catch {
    // ignore
  }
}

/** Loads a page chunk; a failure becomes a ChunkLoadError, a success re-arms the one reload. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let mod: T;
  try {
    mod = await load();
  } catch (error) {
    throw new ChunkLoadError(error);
  }
  writeFlag(false);
  return mod;
}

/** Whether the automatic reload has not been used yet for this failure. */
export function canReloadAfterChunkError(): boolean {
  return !readFlag();
}

/** The automatic reload: marks it used, then reloads the current page. */
export function reloadAfterChunkError(reload: () => void = () => window.location.reload()): void {
  writeFlag(true);
  reload();
}

/** The retry button of the error page: clears the flag so the next failure may reload again. */
export function retryAfterChunkError(reload: () => void = () => window.location.reload()): void {
  writeFlag(false);
  reload();
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
