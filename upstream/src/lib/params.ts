/** Helpers for reading request parameters (their schemas live in `@portal/shared/requests`). */

/** `''`/whitespace -> null, so empty filters mean "no filter". */
export function blankToNull(v: string | undefined | null): string | null {
  const t = v?.trim();
  return t ? t : null;
}

/** Escapes LIKE wildcards and wraps in `%...%` (use with `ESCAPE '\\'`). */
export function likePattern(v: string | null): string | null {
  return v === null ? null : `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

export function normLang(v: string | undefined): 'B5' | 'GB' {
  return v?.toUpperCase() === 'B5' ? 'B5' : 'GB';
}
