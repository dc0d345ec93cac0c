/**
 * Build step: the browser build carries one locale's messages and none of Paraglide's runtime.
 * The catalogue is compiled once (shared/scripts/messages.mjs into shared/src/paraglide/), for the server
 * render and the tests too, so each message module holds every locale's text and a function
 * that picks one (`experimentalStaticLocale ?? options.locale ?? getLocale()`, then one branch
 * per locale). Each browser build is one copy of the app (Traditional, Simplified or English,
 * vite.config.ts), so here each message module's export becomes its copy's locale's function
 * itself, and its import of the runtime goes: the other locales' text and the runtime are then
 * unused, and the minifier drops them. The runtime's own declaration of the static locale is set
 * too, for anything else that reads it. The Simplified copy's server render, which is asked for
 * zh-Hans pages only, is bound the same way (`server`), so a call given no locale speaks
 * Simplified there as in its browser build; the Traditional and English server renders keep
 * every locale (a render is given its locale, RenderOptions.locale).
 *
 * Paraglide's `experimentalStaticLocale` option would compile a second copy, and wraps the
 * locale in an `assertIsLocale(...)` call that the minifier keeps, which leaves every locale's
 * text in. Each rewrite checks the shape it expects and fails the build when a Paraglide version
 * compiles otherwise. The calls themselves become their text in fold-messages.ts.
 */
import type { Plugin } from 'vite';

const RUNTIME = /[\\/]src[\\/]paraglide[\\/]runtime\.js$/;
const MESSAGE = /[\\/]src[\\/]paraglide[\\/]messages[\\/](\w+)\.js$/;
const DECLARATION = 'export const experimentalStaticLocale = undefined;';
const RUNTIME_IMPORT = /^import \{[^}]*\} from '\.\.\/runtime\.js';\n/m;
const DISPATCH = 'const locale = experimentalStaticLocale ?? options.locale ?? getLocale()';

/** The runtime's code with the locale a literal. */
export function withStaticLocale(code: string, locale: string): string {
  if (!code.includes(DECLARATION)) {
    throw new Error(
      `static locale: ${DECLARATION} not found in the Paraglide runtime (a new Paraglide version?)`,
    );
  }
  return code.replace(
    DECLARATION,
    `export const experimentalStaticLocale = ${JSON.stringify(locale)};`,
  );
}

/**
 * A compiled message module with its export bound to `locale`'s function: `export const key =
 * zh_hant_hk3_key;`. `isSource` says whether `locale` is the catalogue's source locale, whose
 * branch is the last one, without a condition.
 */
export function messageForLocale(
  code: string,
  key: string,
  locale: string,
  isSource: boolean,
): string {
  const fail = (why: string) => {
    throw new Error(`static locale: message ${key}: ${why} (a new Paraglide version?)`);
  };
  const start = code.indexOf(`\nexport const ${key} = `);
  if (start < 0) fail('no export of that name');
  const dispatcher = code.slice(start);
  if (!dispatcher.includes(DISPATCH)) fail('its function does not pick a locale as expected');
  const branch =
    new RegExp(`if \\(locale === ${JSON.stringify(locale)}\\) return (\\w+)\\(inputs\\)`).exec(
      dispatcher,
    ) ?? (isSource ? /\n\treturn (\w+)\(inputs\)\n\}\);?\s*$/.exec(dispatcher) : null);
  if (!branch) fail(`no branch for ${locale}`);
  if (!RUNTIME_IMPORT.test(code)) fail('no import of the runtime');
  return `${code.slice(0, start).replace(RUNTIME_IMPORT, '')}\nexport const ${key} = ${branch![1]};\n`;
}

export function staticLocale(
  locale: string,
  sourceLocale: string,
  { server = false }: { server?: boolean } = {},
): Plugin {
  let applies = false;
  let folded = 0;
  return {
    name: 'portal:static-locale',
    // Before any other transform: the shapes checked are those Paraglide writes.
    enforce: 'pre',
    configResolved(config) {
      applies = config.command === 'build' && (server || !config.build.ssr);
    },
    transform(code, id) {
      if (!applies) return null;
      if (RUNTIME.test(id)) return { code: withStaticLocale(code, locale), map: null };
      const message = MESSAGE.exec(id);
      if (!message || message[1] === '_index') return null;
      folded++;
      return {
        code: messageForLocale(code, message[1]!, locale, locale === sourceLocale),
        map: null,
      };
    },
    buildEnd(error) {
      // A build whose messages were never met would ship every locale: better to fail.
      if (applies && !error && folded === 0) {
        this.error('static locale: no compiled message was part of the build');
      }
    },
  };
}
