import { describe, expect, it } from 'vitest';
import { homeClinicRows, topAskDoctors } from './home-lists';

describe('homeClinicRows', () => {
  const clinics = Array.from({ length: 15 }, (_, i) => i);
  it('groups exactly 15 clinics into 5 rows of 3', () => {
    const rows = homeClinicRows(clinics);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.length === 3)).toBe(true);
    expect(rows[4]).toEqual([12, 13, 14]);
  });
  it('ignores any other count', () => {
    expect(homeClinicRows(clinics.slice(0, 14))).toEqual([]);
    expect(homeClinicRows([...clinics, 15])).toEqual([]);
    expect(homeClinicRows(null)).toEqual([]);
  });
});

describe('topAskDoctors', () => {
  it('keeps the first 10', () => {
    expect(topAskDoctors(Array.from({ length: 12 }, (_, i) => i))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(topAskDoctors([1, 2])).toEqual([1, 2]);
    expect(topAskDoctors(undefined)).toEqual([]);
  });
});
