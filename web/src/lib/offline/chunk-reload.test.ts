import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_FLAG,
  ChunkLoadError,
  canReloadAfterChunkError,
  isChunkLoadError,
  loadChunk,
  reloadAfterChunkError,
  retryAfterChunkError,
} from './chunk-reload';

describe('chunk reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns the module and re-arms the one reload on success', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    await expect(loadChunk(() => Promise.resolve('mod'))).resolves.toBe('mod');
    expect(canReloadAfterChunkError()).toBe(true);
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const error = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('allows exactly one automatic reload until a chunk loads or the user retries', () => {
    const reload = vi.fn();
    expect(canReloadAfterChunkError()).toBe(true);
    reloadAfterChunkError(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(canReloadAfterChunkError()).toBe(false);
    retryAfterChunkError(reload);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(canReloadAfterChunkError()).toBe(true);
  });

  it('recognises the browsers’ own messages for failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
