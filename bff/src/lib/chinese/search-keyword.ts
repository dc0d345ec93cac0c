/**
 * Simplified Chinese search words for a Traditional Chinese portal. Visitors from the mainland, or
 * with a Simplified keyboard, type 针灸 where the site says 針灸; the portal API matches text as
 * typed, so the BFF converts the keyword (OpenCC, Simplified to Hong Kong Traditional, with its
 * phrase table so 头发 becomes 頭髮 and 干燥 乾燥) before the search reaches any upstream, the
 * embedded one or the real one. Doing it here keeps the 1 MB dictionary out of the browser.
 *
 * English names of places, specialties, languages, services and illnesses (`Mong Kok`,
 * `acupuncture`, `insomnia`) become their Chinese the same way (`english-keyword.ts`).
 *
 * Some characters are both a Simplified form and a Traditional character of their own (the
 * surnames 余, 姜, 范; 干, 后, 里 ...), and some English names are also people's names (`Stanley`):
 * converting them can miss what the reader meant, so when the converted keyword finds nothing the
 * caller asks again with the keyword as typed.
 */
import { calls, type CallDef, type CallName } from '@portal/shared';
import { ConverterFactory, type ConverterFunction } from 'opencc-js/core';
import STCharacters from 'opencc-js/dict/STCharacters';
import STPhrases from 'opencc-js/dict/STPhrases';
import HKVariants from 'opencc-js/dict/HKVariants';
import HKVariantsPhrases from 'opencc-js/dict/HKVariantsPhrases';
import { chineseOfEnglishNames } from './english-keyword';

const HAN = /\p{Script=Han}/u;

let converter: ConverterFunction | undefined;

/** Builds the converter (a few hundred ms, once); the server calls it at start. */
export function warmKeywordConverter(): ConverterFunction {
  converter ??= ConverterFactory([STPhrases, STCharacters], [HKVariantsPhrases, HKVariants]);
  return converter;
}

/** The keyword in Hong Kong Traditional characters (unchanged when it has no Chinese). */
export function toTraditional(keyword: string): string {
  return HAN.test(keyword) ? warmKeywordConverter()(keyword) : keyword;
}

/**
 * A search's keyword or text filter as the upstream's records say it: Simplified characters in
 * Hong Kong Traditional, English names in Chinese (`Mong Kok 针灸` -> `旺角 針灸`).
 */
export function toSearchWords(keyword: string): string {
  return chineseOfEnglishNames(toTraditional(keyword));
}

export interface KeywordVariant {
  query: string;
  /** The JSON body to send, when the keyword was in it (otherwise the body is unchanged). */
  body?: string;
}

/** The search's text fields (its keyword and filters such as 粵語 or 針灸) as search words. */
function convertFields(
  fields: Record<string, unknown>,
  text: readonly string[],
): Record<string, unknown> | null {
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    const converted = text.includes(k) && typeof v === 'string' && v ? toSearchWords(v) : v;
    if (converted !== v) changed = true;
    out[k] = converted;
  }
  return changed ? out : null;
}

/**
 * For a search call whose keyword or text filters change as search words (`toSearchWords`): the
 * query string and JSON body to send instead. Null when there is nothing to convert. (The
 * Simplified pages offer the same filter values as the Traditional ones, in Simplified characters:
 * 粤语 is asked as 粵語.)
 */
export function searchWordsVariant(
  callName: CallName | undefined,
  query: string,
  body: unknown,
): KeywordVariant | null {
  // Which calls are searches, and which of their fields hold text, is said on the catalogue entry.
  const text = callName && (calls[callName] as CallDef).keywordSearch;
  if (!text) return null;
  const params = new URLSearchParams(query);
  const inQuery = convertFields(Object.fromEntries(params), text);
  let variant: KeywordVariant | null = null;
  if (inQuery) {
    variant = { query: new URLSearchParams(inQuery as Record<string, string>).toString() };
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const inBody = convertFields(body as Record<string, unknown>, text);
    if (inBody) variant = { query: variant?.query ?? query, body: JSON.stringify(inBody) };
  }
  return variant;
}

/** A successful list answer with nothing in it (`data.list` empty). */
export function isEmptyListAnswer(envelope: { code?: unknown; data?: unknown }): boolean {
  const data = envelope.data as { list?: unknown } | null | undefined;
  return (
    envelope.code === 200 && Array.isArray(data?.list) && (data.list as unknown[]).length === 0
  );
}
