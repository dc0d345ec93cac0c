/**
 * Every query that reads a client's own records is keyed under `['private', ...]`, so logging out
 * can drop them all with one `removeQueries({ queryKey: PRIVATE_QUERY_ROOT })`.
 */
export const PRIVATE_QUERY_ROOT = ['private'] as const;
