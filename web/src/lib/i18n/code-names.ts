import { nameIn, type NameKind } from '@portal/shared';
import type { MessageOptions } from './locale';

/**
 * A name the portal API gives in Chinese only (a specialty, a language, a district, an illness
 * category, a job table's entry), as the render's locale shows it: English on the English pages
 * (`@portal/shared`'s `nameIn`), as given in the Chinese copies (the Simplified pages show the
 * BFF's Simplified answers). What people wrote (bios, clinic names, addresses) is never passed
 * here.
 *
 * The Chinese copies are built in Vite's `production` and `zh-cn` modes and the English one in
 * `en`: the static test below leaves `nameIn` and its tables out of the Chinese builds, which
 * never need them; the English build, the dev server and the tests keep them.
 */
export function codeName(kind: NameKind, key: string, o: MessageOptions): string {
  if (import.meta.env.MODE === 'production' || import.meta.env.MODE === 'zh-cn') return key;
  return nameIn(o.locale ?? 'zh-Hant-HK', kind, key);
}

/** A district or a neighbourhood (records name either): `油尖旺區`, `旺角`. */
export function placeName(key: string, o: MessageOptions): string {
  const area = codeName('area', key, o);
  return area !== key ? area : codeName('place', key, o);
}
