import { describe, expect, it } from 'vitest';
import { areaName } from './queries';

describe('areaName', () => {
  it('names both levels, or what the answer names', () => {
    const area = (areaname?: string) => ({
      areaid: 'x',
      parentid: '0',
      level: 1 as const,
      areaname,
    });
    expect(areaName({ level1: area('九龍'), level2: { ...area('旺角'), level: 2 } })).toBe(
      '九龍 旺角',
    );
    expect(areaName({ level1: area('新界'), level2: null })).toBe('新界');
    expect(areaName({} as never)).toBe('');
    expect(areaName({ level1: area(''), level2: null })).toBe('');
    expect(areaName(null)).toBe('');
  });
});
