/**
 * Simplified Chinese search words for a Traditional Chinese portal. Visitors from the mainland, or
 * with a Simplified keyboard, type 针灸 where the site says 針灸; the portal API matches text as
 * typed, so the BFF converts the keyword (OpenCC, Simplified to Hong Kong Traditional, with its
 * phrase table so 头发 becomes 頭髮 and 干燥 乾燥) before the search reaches any upstream, the
 * embedded one or the real one. Doing it here keeps the 1 MB dictionary out of the browser.
 *
 * Some characters are both a Simplified form and a Traditional character of their own (the
 * surnames 余, 姜, 范; 干, 后, 里 ...): converting them can miss what a Traditional typist meant,
 * so when the converted keyword finds nothing the caller asks again with the keyword as typed.
 */
import type { CallName } from '@portal/shared';
import { ConverterFactory, type ConverterFunction } from 'opencc-js/core';
import STCharacters from 'opencc-js/dict/STCharacters';
import STPhrases from 'opencc-js/dict/STPhrases';
import HKVariants from 'opencc-js/dict/HKVariants';
import HKVariantsPhrases from 'opencc-js/dict/HKVariantsPhrases';

/** The public searches whose `keyword` (query string or JSON body) is converted. */
export const KEYWORD_SEARCH_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'searchDoctor',
  'searchClinic',
  'getWebNewsList',
  'getWebAskList',
  'queryJobList',
  'getQingYuanSalesPoint',
]);

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

export interface KeywordVariant {
  query: string;
  /** The JSON body to send, when the keyword was in it (otherwise the body is unchanged). */
  body?: string;
}

/**
 * For a search call whose keyword changes when converted: the query string and JSON body to send
 * instead. Null when there is nothing to convert.
 */
export function traditionalVariant(
  callName: CallName | undefined,
  query: string,
  body: unknown,
): KeywordVariant | null {
  if (!callName || !KEYWORD_SEARCH_CALLS.has(callName)) return null;
  const params = new URLSearchParams(query);
  const inQuery = params.get('keyword');
  if (inQuery) {
    const converted = toTraditional(inQuery);
    if (converted === inQuery) return null;
    params.set('keyword', converted);
    return { query: params.toString() };
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const keyword = (body as { keyword?: unknown }).keyword;
    if (typeof keyword !== 'string' || !keyword) return null;
    const converted = toTraditional(keyword);
    if (converted === keyword) return null;
    return { query, body: JSON.stringify({ ...body, keyword: converted }) };
  }
  return null;
}

/** A successful list answer with nothing in it (`data.list` empty). */
export function isEmptyListAnswer(envelope: { code?: unknown; data?: unknown }): boolean {
  const data = envelope.data as { list?: unknown } | null | undefined;
  return (
    envelope.code === 200 && Array.isArray(data?.list) && (data.list as unknown[]).length === 0
  );
}
