import { describe, expect, it } from 'vitest';
import { RenderGate } from '../../../src/lib/render/gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('RenderGate', () => {
  it('runs `limit` at once, queues `queue` more, and refuses the rest at once', async () => {
    const gate = new RenderGate(2, 1);
    const started: number[] = [];
    const blockers = [deferred(), deferred(), deferred()];
    const runs = [0, 1, 2].map((i) =>
      gate.run(async () => {
        started.push(i);
        await blockers[i]!.promise;
        return i;
      }),
    );
    expect(await gate.run(async () => 'late')).toBeNull();
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.busy).toBe(2);
    expect(gate.queued).toBe(1);
    blockers[0]!.resolve();
    expect(await runs[0]).toBe(0);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    blockers[1]!.resolve();
    blockers[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.busy).toBe(0);
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('frees the place when the work throws', async () => {
    const gate = new RenderGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.busy).toBe(0);
    expect(await gate.run(async () => 1)).toBe(1);
  });
});
