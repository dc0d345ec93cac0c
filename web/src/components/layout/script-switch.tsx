/**
 * The language menu, 繁 / 简 / EN (header and phone drawer): plain links to the same page, query
 * kept, in the other copies, which work without JavaScript. Each copy is its own build of the
 * app, so it is a full page load. The address decides the language: the BFF remembers a choice
 * between the two Chinese scripts (a cookie) when a reader arrives from the other one's page, and
 * never sends anyone to or from the English copy by cookie.
 */
import { useLocation } from 'react-router';
import { COPIES, copyPath, type CopyId } from '@portal/shared';
import { COPY } from '../../lib/i18n/script';
import classes from './layout.module.css';

/** Each copy's label and the name of the link to it, in that copy's own language. */
const LABEL: Record<CopyId, { text: string; name: string }> = {
  hant: { text: '繁', name: '轉用繁體中文' },
  hans: { text: '简', name: '转用简体中文' },
  en: { text: 'EN', name: 'English' },
};

export function ScriptSwitch({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { pathname, search } = useLocation();
  return (
    <span className={classes.scriptSwitch} data-size={size} data-testid="script-switch">
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
          >
            {LABEL[copy.id].text}
          </a>
        ),
      )}
    </span>
  );
}
