/**
 * Build step of the Simplified copy (`vite build --mode zh-cn`, browser and server): the Chinese
 * text the message catalogue does not hold (the language menu's names, tables of names in the
 * source, a library's own words such as dayjs's, stylesheets' `content`, the page template) is
 * converted as each module is loaded, by the function the catalogue's zh-Hans messages are made
 * with (`@portal/shared/to-simplified`: OpenCC Hong Kong to Simplified, then mainland wording),
 * so the copy reads as one. The built chunks are never rewritten: their names are their content's
 * hashes, so text the conversion changes gives new (never cached) names.
 *
 * Left as written: the compiled catalogue (its zh-Hans text is the conversion's already, and the
 * copy's build binds each message to it, static-locale.ts), and a module marked `opencc: keep`
 * (the banner offering the other script, which speaks in the script it offers).
 */
import type { Plugin } from 'vite';
import { toSimplified } from '@portal/shared/to-simplified';

const HAN = /\p{Script=Han}/u;
const KEEP = 'opencc: keep';
const CATALOGUE = /[\\/]src[\\/]paraglide[\\/]/;

/** The module's code with its Chinese text in Simplified, or null when it has none to convert. */
export function simplifiedModule(code: string, id: string): string | null {
  if (CATALOGUE.test(id) || !HAN.test(code) || code.includes(KEEP)) return null;
  const converted = toSimplified(code);
  return converted === code ? null : converted;
}

export function simplifiedText(): Plugin {
  let applies = false;
  let converted = 0;
  return {
    name: 'portal:simplified-text',
    // Before any other transform: the text converted is the module's as written (a message
    // call folded into its text later is the catalogue's zh-Hans already).
    enforce: 'pre',
    configResolved(config) {
      applies = config.command === 'build';
    },
    transform(code, id) {
      if (!applies) return null;
      const next = simplifiedModule(code, id);
      if (next === null) return null;
      converted++;
      return { code: next, map: null };
    },
    transformIndexHtml(html) {
      return applies ? toSimplified(html) : html;
    },
    buildEnd(error) {
      // A Simplified build in which no module had Chinese to convert would be a build that no
      // longer passes its sources through here: better to fail than to ship Traditional text.
      if (applies && !error && converted === 0) {
        this.error('simplified text: no module of the build had Chinese text to convert');
      }
    },
  };
}
