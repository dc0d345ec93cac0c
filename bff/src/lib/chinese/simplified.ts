/**
 * The Simplified Chinese pages (`/zh-cn/...`): the web app's Simplified build renders its own
 * text, and the BFF converts what it adds (head tags, JSON-LD) and the upstream's text in answers
 * given to those pages, with OpenCC's Hong Kong Traditional to Simplified tables (phrases
 * included; names of people and places keep their usual Simplified forms, 陳大文 -> 陈大文,
 * 銅鑼灣 -> 铜锣湾).
 *
 * Conversion costs milliseconds for a long answer, so a converted answer is kept beside the
 * Traditional one, keyed by the Traditional answer's validator (the micro-cache's etag): a hot
 * answer is converted once per version, never per request.
 */
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ConverterFactory, type ConverterFunction } from 'opencc-js/core';
import HKVariantsRev from 'opencc-js/dict/HKVariantsRev';
import HKVariantsRevPhrases from 'opencc-js/dict/HKVariantsRevPhrases';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TSPhrases from 'opencc-js/dict/TSPhrases';
import { toMainlandWording, type Script } from '@portal/shared';
import { localeOfRequest } from '../i18n/locale';

const HAN = /\p{Script=Han}/u;
/** Addresses keep their characters: a file or page URL must still resolve. */
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:|\/)\S*$/i;

let converter: ConverterFunction | undefined;

/** Builds the converter (a few hundred ms, once); the server calls it at start. */
export function warmSimplifiedConverter(): ConverterFunction {
  converter ??= ConverterFactory([HKVariantsRevPhrases, HKVariantsRev], [TSPhrases, TSCharacters]);
  return converter;
}

/**
 * Text in Simplified characters and mainland wording (登入 -> 登录, as the app's Simplified build
 * says it); unchanged when it has no Chinese.
 */
export function toSimplified(text: string): string {
  return HAN.test(text) ? toMainlandWording(warmSimplifiedConverter()(text)) : text;
}

/** A copy of a JSON value with every Chinese string converted (addresses left as they are). */
export function simplifyValue(value: unknown): unknown {
  if (typeof value === 'string') return ADDRESS.test(value) ? value : toSimplified(value);
  if (Array.isArray(value)) return value.map(simplifyValue);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = simplifyValue(v);
    return out;
  }
  return value;
}

/**
 * The script an `Accept-Language` header prefers, from its first Chinese tag that names one
 * (`zh-CN`, `zh-Hans`, `zh-SG`... or `zh-HK`, `zh-Hant`, `zh-TW`...), by quality; null when none does.
 */
export function preferredScript(header: string | string[] | undefined): Script | null {
  if (typeof header !== 'string') return null;
  const tags = header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, i };
    })
    .filter((t) => t.q > 0 && t.tag.startsWith('zh'))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    if (/^zh-(?:hans|cn|sg|my)\b/.test(tag)) return 'hans';
    if (/^zh-(?:hant|hk|tw|mo)\b/.test(tag)) return 'hant';
  }
  return null;
}

/**
 * Whether a call came from a Simplified page: the reader's locale (`localeOfRequest`, from the
 * page the SPA names in a header on every call, or its Referer) is the Simplified one.
 */
export function fromHansPage(request: FastifyRequest): boolean {
  return localeOfRequest(request) === 'zh-Hans';
}

/** Simplified copies of answers, by the Traditional answer's validator, least recent first out. */
export class SimplifiedCache<T> {
  private readonly entries: LRUCache<string, { made: T }>;

  constructor(maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get(key: string | undefined, make: () => T): T {
    if (key === undefined) return make();
    const hit = this.entries.get(key);
    if (hit) return hit.made;
    const made = make();
    this.entries.set(key, { made });
    return made;
  }
}
