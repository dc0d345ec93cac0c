import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { countOf, pageWindow } from './paging';

describe('pageWindow', () => {
  it('gives the first 10 rows when the caller names no page', () => {
    expect(pageWindow(undefined, undefined)).toEqual({ limit: 10, offset: 0 });
  });

  it('skips the rows of the pages before the one asked for', () => {
    expect(pageWindow(3, 20)).toEqual({ limit: 20, offset: 40 });
  });
});

describe('countOf', () => {
  it('reads the count a COUNT(*) AS n statement answers, with its parameters', () => {
    const db = new Database(':memory:');
    db.exec("CREATE TABLE t (k TEXT); INSERT INTO t VALUES ('a'), ('a'), ('b');");
    expect(countOf(db.prepare('SELECT COUNT(*) AS n FROM t WHERE k = ?'), 'a')).toBe(2);
    expect(countOf(db.prepare('SELECT COUNT(*) AS n FROM t WHERE k = @k'), { k: 'b' })).toBe(1);
    db.close();
  });
});
