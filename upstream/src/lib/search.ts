/**
 * Keyword search shared by the list calls: the keyword is split into words (spaces, full-width
 * spaces and list commas), and a record matches when every word is found in one of its searchable
 * fields. "陳 針灸" finds the doctors named 陳 who do acupuncture; "Lee Cheuk Yin" finds the
 * doctor whatever part of the romanised name comes first. A word naming a neighbourhood (旺角)
 * also matches records in its district (油尖旺區), so "失眠 旺角" narrows instead of emptying.
 */
import { districtOfPlace } from '@portal/shared';
import { likePattern } from './params';

/** Words beyond this many are ignored (a keyword is at most 50 characters anyway). */
const MAX_TERMS = 5;

const TERM_NAMES = Array.from({ length: MAX_TERMS }, (_, k) => `t${k}`);
const DISTRICT_NAMES = Array.from({ length: MAX_TERMS }, (_, k) => `p${k}`);

/**
 * Named parameters for {@link allTermsMatch}: t0..t4 the words' LIKE patterns, p0..p4 the district
 * each word names a neighbourhood of; null when unused.
 */
export function termParams(keyword: string | null | undefined): Record<string, string | null> {
  const words = (keyword ?? '')
    .split(/[\s\u3000,，、;；]+/)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  return Object.fromEntries([
    ...TERM_NAMES.map((name, k) => [name, likePattern(words[k] ?? null)]),
    ...DISTRICT_NAMES.map((name, k) => [name, words[k] ? districtOfPlace(words[k]) : null]),
  ]);
}

/**
 * SQL that holds when each given word matches. `match(t, p)` returns the condition for one word,
 * given its parameter names: `t` its LIKE pattern (e.g. `@t0`), `p` the district it names a
 * neighbourhood of (`@p0`, null for other words), for the searches that know districts.
 */
export function allTermsMatch(match: (term: string, district: string) => string): string {
  return TERM_NAMES.map(
    (name, k) => `(@${name} IS NULL OR ${match(`@${name}`, `@${DISTRICT_NAMES[k]}`)})`,
  ).join(' AND ');
}

/** `a LIKE p OR b LIKE p ...` for plain columns. */
export function anyColumnLike(columns: string[], param: string): string {
  return columns.map((c) => `${c} LIKE ${param} ESCAPE '\\'`).join(' OR ');
}
