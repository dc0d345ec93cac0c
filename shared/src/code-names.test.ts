import { describe, expect, it } from 'vitest';
import {
  ENGLISH_NAMES,
  NAME_LOCALES,
  OTHER_ENGLISH_SPELLINGS,
  nameIn,
  type NameKind,
} from './code-names';
import { LANGUAGES, SPECIALTIES } from './doctor';
import { DISTRICT_NEIGHBOURHOODS } from './gazetteer';

/** The keys of a kind that have no English name. */
const missing = (kind: NameKind, keys: readonly string[]) =>
  keys.filter((k) => !(ENGLISH_NAMES[kind] as Record<string, string>)[k]?.trim());

describe('English names of the shared lists', () => {
  it('name every district and neighbourhood of the gazetteer', () => {
    expect(missing('area', Object.keys(DISTRICT_NEIGHBOURHOODS))).toEqual([]);
    expect(missing('place', Object.values(DISTRICT_NEIGHBOURHOODS).flat())).toEqual([]);
  });

  it('name every specialty and language', () => {
    expect(missing('specialty', SPECIALTIES)).toEqual([]);
    expect(missing('language', LANGUAGES)).toEqual([]);
  });

  it('are English, in the Latin alphabet, with no stray spaces', () => {
    for (const names of Object.values(ENGLISH_NAMES))
      for (const name of Object.values(names)) {
        expect(name).toMatch(/^[A-Za-z0-9][\w ',&()/.-]*$/);
        expect(name).toBe(name.trim().replace(/ {2,}/g, ' '));
      }
    for (const spellings of Object.values(OTHER_ENGLISH_SPELLINGS))
      for (const s of spellings) expect(s).toMatch(/^[A-Za-z][\w '&-]*$/);
  });

  it('give the other spellings only for names the tables know', () => {
    const known = new Set(Object.values(ENGLISH_NAMES).flatMap((t) => Object.keys(t)));
    expect(Object.keys(OTHER_ENGLISH_SPELLINGS).filter((k) => !known.has(k))).toEqual([]);
  });
});

describe('nameIn', () => {
  it('gives the official English names', () => {
    expect(nameIn('en', 'area', '中西區')).toBe('Central and Western');
    expect(nameIn('en', 'area', '油尖旺區')).toBe('Yau Tsim Mong');
    expect(nameIn('en', 'place', '旺角')).toBe('Mong Kok');
    expect(nameIn('en', 'specialty', '骨傷科')).toBe('Bone-setting (Orthopaedics & Traumatology)');
    expect(nameIn('en', 'condition', '失眠')).toBe('Insomnia');
    expect(nameIn('en', 'language', '普通話')).toBe('Putonghua');
    expect(nameIn('en', 'employment', '兼職')).toBe('Part-time');
  });

  it('keeps the Chinese in both Chinese locales (Simplified is converted where shown)', () => {
    for (const locale of NAME_LOCALES.filter((l) => l !== 'en')) {
      expect(nameIn(locale, 'specialty', '針灸')).toBe('針灸');
    }
  });

  it('shows a name it has no English for in Chinese rather than not at all', () => {
    expect(nameIn('en', 'place', '未知村')).toBe('未知村');
    expect(nameIn('en', 'qualification', '')).toBe('');
  });
});
