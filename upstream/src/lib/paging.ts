import type { Statement } from 'better-sqlite3';

/** Rows a page when the caller does not say (the live service's default). */
const DEFAULT_PAGE_SIZE = 10;

/** The LIMIT and OFFSET of a 1-based page, for `LIMIT @limit OFFSET @offset` or `LIMIT ? OFFSET ?`. */
export function pageWindow(
  pageNo: number | undefined,
  pageSize: number | undefined,
): { limit: number; offset: number } {
  const limit = pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((pageNo ?? 1) - 1) * limit };
}

/** The number a `SELECT COUNT(*) AS n ...` statement answers. */
export function countOf(statement: Statement<unknown[]>, ...params: unknown[]): number {
  return (statement.get(...params) as { n: number }).n;
}
