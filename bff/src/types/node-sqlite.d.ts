/**
 * The part of Node's built-in `node:sqlite` (Node 22.5+, stable in 24) the store uses. The
 * workspace's `@types/node` predates the module, so its shape is declared here.
 */
declare module 'node:sqlite' {
  type SqlValue = null | number | bigint | string | Uint8Array;
  interface StatementResult {
    changes: number | bigint;
    lastInsertRowid: number | bigint;
  }
  interface ColumnInfo {
    name: string;
  }
  export class StatementSync {
    all(...params: SqlValue[]): unknown[];
    run(...params: SqlValue[]): StatementResult;
    iterate(...params: SqlValue[]): IterableIterator<unknown>;
    columns(): ColumnInfo[];
  }
  export class DatabaseSync {
    constructor(path: string, options?: { open?: boolean; readOnly?: boolean });
    exec(sql: string): void;
    prepare(sql: string): StatementSync;
    close(): void;
  }
}
