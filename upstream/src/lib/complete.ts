/**
 * A record as the embedded upstream holds it: every portal extension present. The shared entity
 * types leave the extensions optional because a real portal API may not send them; ours always
 * does (its tables have a column for each), so its own code and tests may rely on them.
 */
export type Complete<T> = T extends readonly (infer U)[]
  ? Complete<U>[]
  : T extends object
    ? { [K in keyof T]-?: Complete<Exclude<T[K], undefined>> }
    : T;
