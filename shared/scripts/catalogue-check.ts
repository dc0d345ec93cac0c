/**
 * The message catalogue's check (scripts/messages.mjs runs it before compiling, and a problem
 * fails the build): every locale has every message of the source locale and no other, each
 * translation takes the same inputs as the source, and a message with variants has the same
 * declarations and selectors, a catch-all variant, and for a plural selector only the plural
 * categories its own language has (English `one`, Chinese none but the catch-all). Paraglide
 * itself falls back to the source locale without a word, so without this check a missing or
 * renamed placeholder would only show on a page.
 */

/** A message with variants, as the inlang message format stores it. */
interface VariantMessage {
  declarations?: string[];
  selectors?: string[];
  match: Record<string, string>;
}

/** One locale's messages file (`messages/<locale>.json`), its `$schema` included. */
export type Catalogue = Record<string, unknown>;

const PLACEHOLDER = /\{\s*([^{}\s]+)\s*\}/g;

/** The names a pattern puts in (`{count}`). */
export function placeholders(pattern: string): Set<string> {
  return new Set([...pattern.matchAll(PLACEHOLDER)].map((m) => m[1] as string));
}

/** The message keys of a catalogue (everything but `$schema`). */
function messageKeys(catalogue: Catalogue): string[] {
  return Object.keys(catalogue).filter((key) => key !== '$schema');
}

function sameSet(a: Iterable<string>, b: Iterable<string>): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
}

const list = (names: Iterable<string>) => [...names].sort().join(', ') || 'none';

/** `local countPlural = count: plural` -> ['countPlural', 'plural']. */
function localFunction(declaration: string): [string, string] | null {
  const m = /^local\s+(\S+)\s*=\s*\S+\s*:\s*(\S+)/.exec(declaration.trim());
  return m ? [m[1] as string, m[2] as string] : null;
}

/** `countPlural=one,x=*` -> { countPlural: 'one', x: '*' } */
function variantKeys(key: string): Map<string, string> {
  return new Map(
    key.split(',').map((part) => {
      const [name, value = ''] = part.split('=');
      return [(name ?? '').trim(), value.trim()];
    }),
  );
}

function pluralCategories(locale: string): Set<string> {
  return new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
}

/** What is wrong with one message of one locale, compared with the source's. */
function compareMessage(
  key: string,
  locale: string,
  source: unknown,
  translation: unknown,
): string[] {
  const where = `${locale}: ${key}`;
  if (typeof source === 'string') {
    if (typeof translation !== 'string') return [`${where}: has variants, the source has none`];
    if (translation.trim() === '') return [`${where}: is empty`];
    const want = placeholders(source);
    const got = placeholders(translation);
    return sameSet(want, got)
      ? []
      : [`${where}: placeholders {${list(got)}}, the source has {${list(want)}}`];
  }
  if (!isVariantMessage(source)) return [`${key}: the source is neither a pattern nor variants`];
  if (!isVariantMessage(translation)) return [`${where}: has no variants, the source has`];
  const [want] = source;
  const [got] = translation;
  if (!want || !got) return [`${where}: empty variant list`];
  const problems: string[] = [];
  if (!sameSet(want.declarations ?? [], got.declarations ?? [])) {
    problems.push(`${where}: declarations differ from the source's`);
  }
  if ((want.selectors ?? []).join() !== (got.selectors ?? []).join()) {
    problems.push(`${where}: selectors differ from the source's`);
  }
  if (problems.length > 0) return problems;

  const locals = new Map(
    (got.declarations ?? []).flatMap((d) => {
      const f = localFunction(d);
      return f ? [f] : [];
    }),
  );
  const declared = new Set(
    (got.declarations ?? []).map((d) => d.trim().split(/\s+/)[1] ?? '').filter(Boolean),
  );
  const gotKeys = Object.keys(got.match).map(variantKeys);
  const wantKeys = Object.keys(want.match).map(variantKeys);
  for (const selector of got.selectors ?? []) {
    const values = new Set(gotKeys.map((k) => k.get(selector) ?? ''));
    if (!values.has('*')) problems.push(`${where}: no catch-all (*) variant for ${selector}`);
    if (locals.get(selector) === 'plural') {
      const allowed = pluralCategories(locale);
      for (const value of values) {
        if (value !== '*' && !allowed.has(value) && !/^\d+$/.test(value)) {
          problems.push(`${where}: ${selector}=${value} is not a plural category of ${locale}`);
        }
      }
    } else if (!sameSet(values, new Set(wantKeys.map((k) => k.get(selector) ?? '')))) {
      problems.push(`${where}: the variants of ${selector} differ from the source's`);
    }
  }
  const wantUsed = new Set(Object.values(want.match).flatMap((p) => [...placeholders(p)]));
  const gotUsed = new Set(Object.values(got.match).flatMap((p) => [...placeholders(p)]));
  for (const [variant, pattern] of Object.entries(got.match)) {
    if (pattern.trim() === '') problems.push(`${where} [${variant}]: is empty`);
    for (const name of placeholders(pattern)) {
      if (!declared.has(name)) problems.push(`${where} [${variant}]: {${name}} is not declared`);
    }
  }
  if (!sameSet(wantUsed, gotUsed)) {
    problems.push(`${where}: placeholders {${list(gotUsed)}}, the source has {${list(wantUsed)}}`);
  }
  return problems;
}

function isVariantMessage(value: unknown): value is VariantMessage[] {
  return (
    Array.isArray(value) &&
    value.length === 1 &&
    typeof value[0] === 'object' &&
    value[0] !== null &&
    typeof (value[0] as VariantMessage).match === 'object'
  );
}

/**
 * Every problem of the catalogue, one line each (none: the catalogue is whole). `catalogues`
 * holds each locale's file, the source locale's among them.
 */
export function checkCatalogue(
  sourceLocale: string,
  catalogues: Record<string, Catalogue>,
): string[] {
  const source = catalogues[sourceLocale];
  if (!source) return [`no messages for the source locale ${sourceLocale}`];
  const problems: string[] = [];
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    if (locale === sourceLocale) {
      for (const key of messageKeys(catalogue)) {
        problems.push(...compareMessage(key, locale, catalogue[key], catalogue[key]));
      }
      continue;
    }
    for (const key of messageKeys(source)) {
      if (!(key in catalogue)) problems.push(`${locale}: ${key} is missing`);
      else problems.push(...compareMessage(key, locale, source[key], catalogue[key]));
    }
    for (const key of messageKeys(catalogue)) {
      if (!(key in source)) problems.push(`${locale}: ${key} is not in the source locale`);
    }
  }
  return problems;
}
