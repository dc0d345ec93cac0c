import { describe, expect, it } from 'vitest';
import { percentileText } from '@portal/shared';
import { percentileWords } from './measures';

describe('percentileWords', () => {
  it('says in Chinese exactly what the API says with the shared percentileText', () => {
    for (const p of [0, 0.04, 0.1, 0.64, 1, 2.5, 54.46, 54.5, 97, 99, 99.46, 99.9, 99.95, 100]) {
      expect(percentileWords(p)).toEqual(percentileText(p));
    }
  });

  it('has English words for the same cases', () => {
    const o = { locale: 'en' } as const;
    expect(percentileWords(0.04, o)).toEqual({
      rank: 'Below percentile 0.1',
      share: 'under 0.1%',
    });
    expect(percentileWords(54.5, o)).toEqual({ rank: 'Percentile 55', share: 'about 55%' });
  });
});
