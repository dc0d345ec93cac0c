/**
 * Keyword search shared by the list calls: the keyword is split into words (spaces, full-width
 * spaces and list commas), and a record matches when every word is found in one of its searchable
 * fields. "陳 針灸" finds the doctors named 陳 who do acupuncture; "Lee Cheuk Yin" finds the
 * doctor whatever part of the romanised name comes first.
 */
import { likePattern } from './params';

/** Words beyond this many are ignored (a keyword is at most 50 characters anyway). */
export const MAX_TERMS = 5;

const TERM_NAMES = Array.from({ length: MAX_TERMS }, (_, k) => `t${k}`);

/** Named parameters t0..t4 for {@link allTermsMatch}: LIKE patterns, or null when unused. */
export function termParams(keyword: string | null | undefined): Record<string, string | null> {
  const words = (keyword ?? '')
    .split(/[\s\u3000,，、;；]+/)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  return Object.fromEntries(TERM_NAMES.map((name, k) => [name, likePattern(words[k] ?? null)]));
}

/**
 * SQL that holds when each given word matches. `match(p)` returns the condition for one word,
 * given its parameter name (e.g. `@t0`).
 */
export function allTermsMatch(match: (param: string) => string): string {
  return TERM_NAMES.map((name) => `(@${name} IS NULL OR ${match(`@${name}`)})`).join(' AND ');
}

/** `a LIKE p OR b LIKE p ...` for plain columns. */
export function anyColumnLike(columns: string[], param: string): string {
  return columns.map((c) => `${c} LIKE ${param} ESCAPE '\\'`).join(' OR ');
}
