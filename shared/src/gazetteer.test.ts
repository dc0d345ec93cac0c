import { describe, expect, it } from 'vitest';
import { DISTRICT_NEIGHBOURHOODS, districtOfPlace } from './gazetteer';

describe('neighbourhood gazetteer', () => {
  it('names the district of the places patients search by', () => {
    expect(districtOfPlace('旺角')).toBe('油尖旺區');
    expect(districtOfPlace('銅鑼灣')).toBe('灣仔區');
    expect(districtOfPlace('觀塘')).toBe('觀塘區');
    expect(districtOfPlace(' 將軍澳 ')).toBe('西貢區');
  });

  it('knows nothing of other words, districts included', () => {
    expect(districtOfPlace('失眠')).toBeNull();
    expect(districtOfPlace('油尖旺區')).toBeNull();
    expect(districtOfPlace('')).toBeNull();
  });

  it('covers the 18 districts and places each neighbourhood in one only', () => {
    expect(Object.keys(DISTRICT_NEIGHBOURHOODS)).toHaveLength(18);
    const places = Object.values(DISTRICT_NEIGHBOURHOODS).flat();
    expect(new Set(places).size).toBe(places.length);
  });
});
