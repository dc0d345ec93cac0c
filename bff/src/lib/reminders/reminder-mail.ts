/**
 * What an e-mail reminder and the mail verifying a reminder address say: a subject, the same words
 * as plain text and as HTML (a multipart/alternative message), and for a reminder the booking's
 * calendar file (shared/ics, the file 加入日曆 saves). Traditional Chinese, or Simplified for a
 * client who gave the address on the Simplified pages. A reminder says whom the visit is for
 * (本人, or the family member named on the booking note's 就診人 line). With REMINDER_TEXT=private
 * the subject, which a phone shows on its lock screen, names no doctor, clinic or patient; the
 * message itself, behind the mail app, says everything.
 */
import {
  BOOKING_CHANGE_CUTOFF_HOURS,
  HANS_PREFIX,
  bookingCalendarEvent,
  buildIcs,
  escapeHtml,
  href,
} from '@portal/shared';
import type { SeenBooking } from '../../store/reminders';
import { toSimplified } from '../chinese/simplified';
import { dateWords } from './reminder-message';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The calendar file, when the mail carries one. */
  ics?: { filename: string; content: string };
}

type Script = 'hant' | 'hans';

/** A visit without a known end is entered in the calendar as half an hour. */
const DEFAULT_VISIT_MIN = 30;

function endOf(b: SeenBooking): string {
  if (b.endTime) return b.endTime;
  const [h, m] = b.startTime.split(':').map(Number) as [number, number];
  const end = h * 60 + m + DEFAULT_VISIT_MIN;
  return `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** The portal's page at `path`, absolute, in the reader's script. */
function pageUrl(siteUrl: string, path: string, script: Script): string {
  return `${siteUrl}${script === 'hans' ? HANS_PREFIX : ''}${path}`;
}

/** Paragraphs (each a list of lines) as text and as HTML, with links where a line is one. */
function bodies(paragraphs: string[][], lang: string): { text: string; html: string } {
  const text = paragraphs.map((p) => p.join('\n')).join('\n\n') + '\n';
  const line = (l: string) =>
    /^https?:\/\/\S+$/.test(l) ? `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>` : escapeHtml(l);
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head>` +
    '<body style="font-family:sans-serif;line-height:1.6;color:#1a1a1a">' +
    paragraphs.map((p) => `<p>${p.map(line).join('<br>')}</p>`).join('') +
    '</body></html>';
  return { text, html };
}

function inScript(content: MailContent, script: Script): MailContent {
  if (script === 'hant') return content;
  return {
    subject: toSimplified(content.subject),
    text: toSimplified(content.text),
    html: toSimplified(content.html),
    ...(content.ics
      ? { ics: { filename: content.ics.filename, content: toSimplified(content.ics.content) } }
      : {}),
  };
}

/** The reminder for one booking. */
export function reminderMail(
  b: SeenBooking,
  script: Script,
  detail: 'full' | 'private',
  siteUrl: string,
  now = new Date(),
): MailContent {
  const when = dateWords(b);
  const doctor = b.doctorName ? `${b.doctorName}醫師` : '醫師';
  const subject =
    detail === 'private'
      ? `應診提醒：你有一個中醫預約（${when}）`
      : `應診提醒：${b.patientName ? `${b.patientName}於` : ''}${when} 見${doctor}`;
  const orders = pageUrl(siteUrl, href('bookingOrder'), script);
  const { text, html } = bodies(
    [
      ['你好：', '這是香港中醫網的應診提醒。'],
      [
        `就診人：${b.patientName ?? '本人'}`,
        `時間：${when}–${endOf(b)}`,
        `醫師：${doctor}`,
        ...(b.clinicName ? [`診所：${b.clinicName}`] : []),
        ...(b.clinicAddress ? [`地址：${b.clinicAddress}`] : []),
        `預約編號：${b.scheduleId}`,
      ],
      [
        `請準時到達。如需取消或改期，請最遲在應診前 ${BOOKING_CHANGE_CUTOFF_HOURS} 小時於「我的預約」辦理：`,
        orders,
      ],
      ['附件是這個預約的日曆檔（.ics），打開即可加入你的日曆。'],
      [
        '你收到這封電郵，是因為你在香港中醫網選擇以電郵接收這個預約的提醒。如不想再收到，可在「我的預約」改用推送通知，或在「個人資料」移除電郵地址。',
      ],
    ],
    script === 'hans' ? 'zh-CN' : 'zh-HK',
  );
  const ics = buildIcs({
    ...bookingCalendarEvent({
      scheduleId: b.scheduleId,
      day: b.day,
      startTime: b.startTime,
      endTime: endOf(b),
      doctorName: b.doctorName,
      clinicName: b.clinicName,
      clinicAddress: b.clinicAddress ?? '',
      ...(b.patientName ? { patient: b.patientName } : {}),
    }),
    now,
  });
  return inScript(
    { subject, text, html, ics: { filename: `booking-${b.scheduleId}.ics`, content: ics } },
    script,
  );
}

/** The mail with the link that verifies a reminder address (it works for `validHours`). */
export function verificationMail(link: string, script: Script, validHours: number): MailContent {
  const { text, html } = bodies(
    [
      ['你好：', '你在香港中醫網的「個人資料」輸入了這個電郵地址，用來接收應診提醒。'],
      ['請按以下連結確認這個地址：', link],
      [
        `連結在 ${validHours} 小時內有效，只可使用一次。確認前，本網站不會寄出任何提醒到這個地址。`,
        '如果這不是你的操作，請不用理會這封電郵，這個地址不會收到提醒。',
      ],
    ],
    script === 'hans' ? 'zh-CN' : 'zh-HK',
  );
  return inScript({ subject: '請確認接收應診提醒的電郵地址', text, html }, script);
}
