/**
 * A page chunk that fails to load (a new deploy removed it, the connection dropped) reloads the
 * whole page once; if it fails again the route's error element shows a friendly message with a
 * retry button instead of a blank screen. A sessionStorage flag remembers the one reload.
 */
export const CHUNK_RELOAD_FLAG = 'portal.chunkReloaded';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('頁面載入失敗', { cause });
    this.name = 'ChunkLoadError';
  }
}

function flagSet(): boolean {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_FLAG) === '1';
  } catch {
    return true; // No storage: never risk a reload loop.
  }
}

export async function loadChunk<T>(
  load: () => Promise<T>,
  reload: () => void = () => window.location.reload(),
): Promise<T> {
  try {
    const mod = await load();
    try {
      window.sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
    } catch {
      // ignore
    }
    return mod;
  } catch (error) {
    if (!flagSet()) {
      window.sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
      reload();
      // Keep the route pending until the reload replaces the page.
      return new Promise<T>(() => {});
    }
    throw new ChunkLoadError(error);
  }
}

/** The retry button of the error page: clears the flag so the next failure may reload again. */
export function retryAfterChunkError(): void {
  try {
    window.sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
  } catch {
    // ignore
  }
  window.location.reload();
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
