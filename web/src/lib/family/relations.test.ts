import { describe, expect, it } from 'vitest';
import { FAMILY_RELATIONS } from '@portal/shared';
import { CHILD_RELATION, relationLabel } from './relations';

describe('relationLabel', () => {
  it('says each relation in Chinese as it is kept, and in English', () => {
    for (const r of FAMILY_RELATIONS) expect(relationLabel(r)).toBe(r);
    expect(FAMILY_RELATIONS.map((r) => relationLabel(r, { locale: 'en' }))).toEqual([
      'Child',
      'Parent',
      'Spouse',
      'Grandparent',
      'Other',
    ]);
    expect(relationLabel(CHILD_RELATION, { locale: 'en' })).toBe('Child');
  });
});
