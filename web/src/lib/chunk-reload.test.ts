import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-reload';

describe('loadChunk', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns the module and clears the reload flag on success', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    await expect(loadChunk(() => Promise.resolve('mod'))).resolves.toBe('mod');
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });

  it('reloads the page once on the first failure', async () => {
    const reload = vi.fn();
    const pending = loadChunk(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      reload,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
    // The route stays pending until the reload replaces the page.
    const settled = await Promise.race([
      pending.then(() => 'settled'),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ]);
    expect(settled).toBe('pending');
  });

  it('throws a ChunkLoadError (shown with a retry button) when it fails again after the reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    const reload = vi.fn();
    const error = await loadChunk(() => Promise.reject(new Error('boom')), reload).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
