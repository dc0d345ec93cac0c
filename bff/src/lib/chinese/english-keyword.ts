/**
 * English search words for a Chinese portal. The portal API matches the words of its records,
 * which are Chinese: a reader who types `insomnia`, `Acupuncture` or `Mong Kok` would find
 * nothing. The names `@portal/shared` gives the portal's places, specialties, languages, services
 * and illnesses in English (`code-names.ts`) are read backwards here, so each such name in a
 * search becomes the Chinese the records carry (`Mong Kok` -> 旺角, which the upstream also
 * matches with its district) before the search reaches any upstream.
 *
 * Only whole names are replaced, the longest first (`North Point` is 北角, not 北區 and a word
 * `Point`), whatever their case, spacing, hyphens or apostrophes; other words are kept as typed,
 * so `insomnia Chan` asks for 失眠 and the surname. Some names are also people's names (`Stanley`,
 * `Jordan`): the caller asks again with the keyword as typed when the Chinese finds nothing.
 */
import { ENGLISH_NAMES, OTHER_ENGLISH_SPELLINGS, type NameKind } from '@portal/shared';

/**
 * The kinds a search word may name, in the order that settles an English name two of them share:
 * the place before the district of the same name (灣仔 also matches 灣仔區's records, not the other
 * way round), the specialty before the service (內科 matches 中醫內科 too).
 */
const SEARCHED_KINDS: readonly NameKind[] = [
  'place',
  'area',
  'specialty',
  'language',
  'service',
  'condition',
];

/**
 * A word of a keyword that may be part of a name: Latin letters and digits, with the apostrophes,
 * dots, brackets and ampersands names carry. Anything else (Chinese, spaces, commas) is between
 * words and kept as typed.
 */
const WORD = /[\p{Script=Latin}\p{N}'’.&()（）]+/gu;

/** What may stand between two words of one name: spaces, hyphens and slashes (`Tui-na`). */
const IN_NAME = /^[\s\u3000/\-‐–]+$/;

/** Where the upstream splits a keyword into words (a Chinese name needs one on each side). */
const UPSTREAM_SEPARATOR = /[\s\u3000,，、;；]/;

/** One word as it is looked up: lower case, without apostrophes, dots or brackets. */
function normalWord(word: string): string {
  const w = word.toLowerCase().replace(/['’.()（）]/g, '');
  return w === '&' ? 'and' : w;
}

/** A name's words as a lookup key (`Jardine's Lookout` -> `jardines lookout`). */
function nameKey(name: string): string {
  return (name.match(WORD) ?? []).map(normalWord).filter(Boolean).join(' ');
}

interface EnglishIndex {
  chinese: Map<string, string>;
  /** The most words in one name. */
  longest: number;
}

let index: EnglishIndex | undefined;

/** A name with its last part in brackets (`Hives (urticaria)`, `風癩（蕁麻疹）`): both parts. */
const bracketed = (name: string) =>
  /^(.+?)\s*[(（](.+)[)）]$/.exec(name)?.slice(1) as [string, string] | undefined;

/**
 * English name -> Chinese, built once. Full names and other spellings first, in the kinds' order;
 * then what a bracketed name says outside and inside its brackets (`Hives (urticaria)`: `hives`
 * is 風癩 and `urticaria` 蕁麻疹, the parts of 風癩（蕁麻疹）), where no full name has taken those
 * words already.
 */
function englishIndex(): EnglishIndex {
  if (index) return index;
  const chinese = new Map<string, string>();
  const add = (name: string, to: string) => {
    const key = nameKey(name);
    if (key && !chinese.has(key)) chinese.set(key, to);
  };
  const names = SEARCHED_KINDS.flatMap((kind) =>
    Object.entries(ENGLISH_NAMES[kind] as Record<string, string>),
  );
  for (const [zh, en] of names) {
    add(en, zh);
    for (const other of OTHER_ENGLISH_SPELLINGS[zh] ?? []) add(other, zh);
  }
  for (const [zh, en] of names) {
    const parts = bracketed(en);
    const chineseParts = bracketed(zh);
    if (parts) parts.forEach((part, k) => add(part, chineseParts?.[k] ?? zh));
  }
  // District names with "District" after them, as the Government writes them in full.
  for (const [zh, en] of Object.entries(ENGLISH_NAMES.area)) add(`${en} District`, zh);
  const longest = Math.max(...[...chinese.keys()].map((k) => k.split(' ').length));
  index = { chinese, longest };
  return index;
}

/**
 * The keyword with every English name it holds replaced by its Chinese, with a space on each side
 * where the upstream needs one to tell the words apart; everything else, Chinese, other English
 * words and what stands between them, as typed. The keyword itself when it holds no name.
 */
export function chineseOfEnglishNames(keyword: string): string {
  if (!/\p{Script=Latin}/u.test(keyword)) return keyword;
  const { chinese, longest } = englishIndex();
  const words = [...keyword.matchAll(WORD)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  // The keyword up to `from`, with its names replaced (`from` stays 0 until one is).
  let out = '';
  let from = 0;
  for (let i = 0; i < words.length;) {
    // The longest run of words from here that stand together and make a name.
    let n = 1;
    while (
      n < longest &&
      i + n < words.length &&
      IN_NAME.test(keyword.slice(words[i + n - 1]!.end, words[i + n]!.start))
    )
      n++;
    let zh: string | undefined;
    for (; n > 0; n--) {
      zh = chinese.get(
        words
          .slice(i, i + n)
          .map((w) => normalWord(w.text))
          .join(' '),
      );
      if (zh) break;
    }
    if (!zh) {
      i++;
      continue;
    }
    const start = words[i]!.start;
    const end = words[i + n - 1]!.end;
    const before = keyword.slice(from, start);
    const pad = (c: string | undefined) =>
      c === undefined || UPSTREAM_SEPARATOR.test(c) ? '' : ' ';
    out += before + pad(keyword[start - 1]) + zh + pad(keyword[end]);
    from = end;
    i += n;
  }
  return from === 0 ? keyword : (out + keyword.slice(from)).trim();
}
