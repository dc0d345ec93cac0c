/**
 * The language menu, 繁 / 简 / EN (header and phone drawer): plain links to the same page, query
 * kept, in the other copies, which work without JavaScript. Each copy is its own build of the
 * app, so it is a full page load. The address decides the language: the BFF remembers a choice
 * between the two Chinese scripts (a cookie) when a reader arrives from the other one's page, and
 * never sends anyone to or from the English copy by cookie.
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { COPIES, copyPath, type CopyId } from '@portal/shared';
import { COPY } from '../../lib/i18n/script';
import classes from './layout.module.css';

/**
 * Each copy's label and the name of the link to it, in that copy's own language; the name holds
 * the label as a word of its own (not in brackets, which axe and voice control skip), so a
 * reader who says what they see names the link.
 */
const LABEL: Record<CopyId, { text: string; name: string }> = {
  hant: { text: '繁', name: '轉用繁體中文' },
  hans: { text: '简', name: '转用简体中文' },
  en: { text: 'EN', name: 'EN – English' },
};

const noSubscription = () => () => {};

/**
 * False while a served page hydrates, true after. The server renders a page from its address
 * without the query words no page reads, the others sorted (lib/render/page-key.ts in the BFF:
 * one cached render for them all), so the served links can lack part of the reader's query; and
 * hydration keeps a served attribute as it is, even when the browser's render differs. The menu
 * is therefore made again (a new key) once the page is the reader's: its links then carry the
 * address as the browser has it. No server render can know that query, and no effect is needed.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function ScriptSwitch({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  return (
    <span
      key={hydrated ? 'live' : 'served'}
      className={classes.scriptSwitch}
      data-size={size}
      data-testid="script-switch"
    >
      {COPIES.map((copy) =>
        copy.id === COPY.id ? (
          <b key={copy.id} aria-current="true" lang={copy.lang}>
            {LABEL[copy.id].text}
          </b>
        ) : (
          <a
            key={copy.id}
            href={copyPath(copy, pathname + search)}
            lang={copy.lang}
            hrefLang={copy.lang}
            aria-label={LABEL[copy.id].name}
            // Only while hydrating may the served href differ (see useHydrated); it is replaced.
            suppressHydrationWarning
          >
            {LABEL[copy.id].text}
          </a>
        ),
      )}
    </span>
  );
}
