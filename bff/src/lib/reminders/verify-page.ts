/**
 * The page the reminder address's verification link opens: it asks the reader to confirm with a
 * button, which posts the token back (`POST /bff/reminder-email/verify`). Opening the link alone
 * verifies nothing, so a mail scanner that fetches every link (as some mail services do) cannot
 * turn reminders on for an address whose owner never asked: the mail's promise, that ignoring it
 * means no reminders, holds. A plain server page, in the script the address was given in, with
 * no script of its own, so it works in any mail app's browser.
 */
import { HANS_PREFIX, REMINDER_EMAIL_VERIFY_PATH, escapeHtml } from '@portal/shared';
import { toSimplified } from '../chinese/simplified';

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

/** The confirmation page for a token still pending, in Traditional or Simplified Chinese. */
export function verifyPage(token: string, script: 'hant' | 'hans'): string {
  const home = script === 'hans' ? `${HANS_PREFIX}/` : '/';
  const html =
    '<!doctype html>' +
    `<html lang="${script === 'hans' ? 'zh-CN' : 'zh-HK'}">` +
    '<head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    '<title>確認提醒電郵 - 香港中醫網</title>' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `<style>${STYLE}</style></head>` +
    '<body>' +
    `<header><a href="${home}"><img src="/favicon.svg" alt="" width="28" height="28">香港中醫網</a></header>` +
    '<main>' +
    '<h1>確認提醒電郵</h1>' +
    '<p>按「確認電郵地址」後，你選擇以電郵提醒的預約，會把應診提醒寄到這個地址。</p>' +
    `<form method="post" action="${REMINDER_EMAIL_VERIFY_PATH}">` +
    `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
    '<p><button type="submit">確認電郵地址</button></p>' +
    '</form>' +
    '<p class="note">如果你沒有在香港中醫網要求以電郵接收提醒，請關閉這一頁，不用按確認；這個地址不會收到提醒。</p>' +
    '</main></body></html>';
  return script === 'hans' ? toSimplified(html) : html;
}
