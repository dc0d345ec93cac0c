/**
 * The locale of a render, handed to every message call: `m.key(inputs, useMessageOptions())`.
 *
 * The server renders pages for concurrent requests in one process, so no locale may be held for
 * the whole process (Paraglide's own way, its middleware, keeps it in an AsyncLocalStorage,
 * which entry-server.tsx avoids): each render puts its request's locale in this context, and
 * each call takes it from there. In the browser (and the Simplified copy's server render) the
 * build folds the locale to a literal (build/static-locale.ts) and the calls ignore the option. A
 * call outside a render (an error thrown by lib/http, a notice) takes no option and gets that
 * locale, or the source one, zh-Hant-HK, in the other server renders.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Locale, MessageOptions } from '@portal/shared/messages';
import { COPY } from './script';

export type { Locale, MessageOptions };

/**
 * The catalogue's source locale (shared/project.inlang/settings.json). Not imported from the compiled
 * runtime, which the browser build leaves out whole (build/static-locale.ts).
 */
const SOURCE_LOCALE: Locale = 'zh-Hant-HK';

/** The locale of this copy of the app (script.ts): a render's locale unless it is given one. */
export const COPY_LOCALE: Locale = COPY.locale;

const LocaleContext = createContext<Locale>(SOURCE_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useMessageOptions(): MessageOptions {
  return { locale: useContext(LocaleContext) };
}
