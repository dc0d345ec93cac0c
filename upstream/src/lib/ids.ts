import { createHash, randomBytes } from 'node:crypto';

/** A new random id with a readable prefix, e.g. `S7f3a9c2e41`. */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(6).toString('hex')}`;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Small deterministic PRNG (mulberry32) so the seed data is the same on every machine. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
