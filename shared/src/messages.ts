/**
 * The interface text of web, the BFF and shared: one function per message of the catalogue
 * (messages/*.json, compiled by scripts/messages.mjs into src/paraglide/, which is not
 * committed), and the locales it holds. See messages/README.md.
 *
 * A call takes the locale it is for (`m.key(inputs, { locale })`); without one it gets the
 * source locale, zh-Hant-HK. No locale is held for the whole process: a server answers
 * requests in different locales at the same time.
 */
import type { Locale } from './paraglide/runtime.js';

export { m } from './paraglide/messages.js';
export type { Locale };

/** The options every message call takes: the locale of the page or answer it is for. */
export interface MessageOptions {
  locale: Locale;
}
