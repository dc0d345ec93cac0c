import { describe, expect, it } from 'vitest';
import { distanceKm, pointOf } from './geo';

const mongKok = { lat: 22.3193, lng: 114.1694 };
const central = { lat: 22.2826, lng: 114.1565 };

describe('distanceKm', () => {
  it('measures Mong Kok to Central at about 4.3 km, and a place to itself at 0', () => {
    expect(distanceKm(mongKok, central)).toBeCloseTo(4.3, 1);
    expect(distanceKm(central, central)).toBe(0);
  });
});

describe('pointOf', () => {
  it('takes finite coordinates on the globe and nothing else', () => {
    expect(pointOf(central)).toEqual(central);
    expect(pointOf({})).toBeNull();
    expect(pointOf({ lat: '22.3', lng: 114 })).toBeNull();
    expect(pointOf({ lat: Number.NaN, lng: 114 })).toBeNull();
    expect(pointOf({ lat: 91, lng: 114 })).toBeNull();
  });
});
