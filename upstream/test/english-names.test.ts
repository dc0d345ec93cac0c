/**
 * Every code and name the seeded portal API shows has an English name in `@portal/shared`: the
 * areas, the code tables, the doctors' specialties, languages and titles, the clinics' services,
 * the places the clinics are in and the illnesses the doctors' records name. A table added to the
 * seed without English fails here rather than showing Chinese on an English page.
 */
import { describe, expect, it } from 'vitest';
import { ENGLISH_NAMES, type NameKind } from '@portal/shared';
import { openDb } from '../src/db/index';
import { CONDITIONS } from '../src/db/seed/content';
import { LOCATIONS, SALES_POINTS } from '../src/db/seed/places';

const db = openDb({ dataDir: '', inMemory: true, now: Date.UTC(2026, 0, 5, 2) });

/** The distinct values of one column, JSON arrays spread. */
function values(sql: string, json = false): string[] {
  const rows = db.prepare(sql).pluck().all() as string[];
  return [...new Set(json ? rows.flatMap((r) => JSON.parse(r) as string[]) : rows)];
}

const missing = (kind: NameKind, keys: readonly string[]) =>
  keys.filter((k) => !(ENGLISH_NAMES[kind] as Record<string, string>)[k]);

/** Which names each code table's entries are looked up in. */
const CODE_TABLE_KIND: Record<string, NameKind> = {
  employment: 'employment',
  qualification: 'qualification',
  workyears: 'workYears',
  news: 'newsCategory',
  illness: 'illnessCategory',
};

describe('English names of the seeded data', () => {
  it('name every area', () => {
    const areas = values('SELECT name_b5 FROM areas');
    expect(areas.length).toBe(21);
    expect(missing('area', areas)).toEqual([]);
  });

  it('name every entry of every code table', () => {
    const tables = values('SELECT DISTINCT tablename FROM codetables');
    expect(tables.sort()).toEqual(Object.keys(CODE_TABLE_KIND).sort());
    for (const table of tables) {
      const names = db
        .prepare('SELECT codedesc FROM codetables WHERE tablename = ?')
        .pluck()
        .all(table) as string[];
      expect([table, missing(CODE_TABLE_KIND[table]!, names)]).toEqual([table, []]);
    }
  });

  it("name the doctors' specialties, languages and titles and the clinics' services", () => {
    expect(missing('specialty', values('SELECT specialties FROM doctors', true))).toEqual([]);
    expect(missing('language', values('SELECT languages FROM doctors', true))).toEqual([]);
    expect(missing('title', values('SELECT title FROM doctors'))).toEqual([]);
    expect(missing('service', values('SELECT services FROM clinics', true))).toEqual([]);
  });

  it('name the places of the clinics and sales points, and the illnesses doctors treat', () => {
    const places = [...LOCATIONS.map((l) => l.place), ...SALES_POINTS.map(([, place]) => place)];
    expect(missing('place', places)).toEqual([]);
    expect(missing('condition', Object.values(CONDITIONS).flat())).toEqual([]);
  });
});
