/**
 * The page the reminder address's verification link opens: it asks the reader to confirm with a
 * button, which posts the token back (`POST /bff/reminder-email/verify`). Opening the link alone
 * verifies nothing, so a mail scanner that fetches every link (as some mail services do) cannot
 * turn reminders on for an address whose owner never asked: the mail's promise, that ignoring it
 * means no reminders, holds. A plain server page, in the locale of the page the address was
 * given on (the catalogue's `bff_verify_page_*`), with no script of its own, so it works in any
 * mail app's browser.
 */
import { COPIES, REMINDER_EMAIL_VERIFY_PATH, SITE_NAME, escapeHtml } from '@portal/shared';
import type { Locale } from '../i18n/locale';
import * as w from '../i18n/words';
import { inReaderScript, pageIn } from './reminder-message';

const STYLE = `
:root{color-scheme:light;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','PingFang HK','Noto Sans HK','Microsoft JhengHei',sans-serif;color:#212529;background:#fff;line-height:1.6}
body{margin:0}
header{background:#2f7d5b;padding:12px 16px}
header a{color:#fff;font-weight:600;font-size:18px;text-decoration:none;display:inline-flex;align-items:center;gap:8px}
main{max-width:640px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:22px;margin:0 0 8px}
p{margin:0 0 12px}
.note{color:#495057;font-size:15px}
button{font:inherit;font-weight:600;color:#fff;background:#2f7d5b;border:0;border-radius:8px;padding:10px 18px;min-height:44px;cursor:pointer}
button:focus-visible{outline:3px solid #1c4a36;outline-offset:2px}
`;

/** The confirmation page for a token still pending, in the address's locale. */
export function verifyPage(token: string, locale: Locale): string {
  const o = { locale };
  const lang = (COPIES.find((copy) => copy.locale === locale) ?? COPIES[0]!).lang;
  const title = escapeHtml(w.bff_verify_page_title({}, o));
  const html =
    '<!doctype html>' +
    `<html lang="${lang}">` +
    '<head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${title} - ${SITE_NAME}</title>` +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `<style>${STYLE}</style></head>` +
    '<body>' +
    `<header><a href="${pageIn(locale, '/')}"><img src="/favicon.svg" alt="" width="28" height="28">${SITE_NAME}</a></header>` +
    '<main>' +
    `<h1>${title}</h1>` +
    `<p>${escapeHtml(w.bff_verify_page_lead({}, o))}</p>` +
    `<form method="post" action="${REMINDER_EMAIL_VERIFY_PATH}">` +
    `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
    `<p><button type="submit">${escapeHtml(w.bff_verify_page_confirm({}, o))}</button></p>` +
    '</form>' +
    `<p class="note">${escapeHtml(w.bff_verify_page_ignore({ siteName: SITE_NAME }, o))}</p>` +
    '</main></body></html>';
  return inReaderScript(html, locale);
}
