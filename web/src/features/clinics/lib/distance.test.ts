import { describe, expect, it } from 'vitest';
import { byDistance, formatDistance } from './distance';

const mongKok = { lat: 22.3193, lng: 114.1694 };
const central = { lat: 22.2826, lng: 114.1565 };
const shaTin = { lat: 22.3817, lng: 114.1886 };

describe('byDistance', () => {
  it('puts the nearest first, records without coordinates after in their own order', () => {
    const records: { id: string; lat?: number; lng?: number }[] = [
      { id: 'a' },
      { id: 'sha-tin', ...shaTin },
      { id: 'b', lat: undefined, lng: 114 },
      { id: 'central', ...central },
    ];
    const sorted = byDistance(records, mongKok);
    expect(sorted.map((s) => s.record.id)).toEqual(['central', 'sha-tin', 'a', 'b']);
    expect(sorted[0]!.km).toBeCloseTo(4.3, 1);
    expect(sorted[2]!.km).toBeNull();
  });

  it('keeps the order when no record has coordinates', () => {
    const records: { id: string; lat?: number; lng?: number }[] = [{ id: 'x' }, { id: 'y' }];
    expect(byDistance(records, mongKok).map((s) => s.record.id)).toEqual(['x', 'y']);
  });
});

describe('formatDistance', () => {
  it('says metres under a kilometre and kilometres above', () => {
    expect(formatDistance(0.348)).toBe('約 350 米');
    expect(formatDistance(0.001)).toBe('約 10 米');
    expect(formatDistance(4.26)).toBe('約 4.3 公里');
    expect(formatDistance(23.4)).toBe('約 23 公里');
  });
});
