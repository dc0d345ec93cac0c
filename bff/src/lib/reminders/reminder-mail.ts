/**
 * What an e-mail reminder and the mail verifying a reminder address say: a subject, the same words
 * as plain text and as HTML (a multipart/alternative message), and for a reminder the booking's
 * calendar file (shared/ics, the file 加入日曆 saves). In the locale of the page the address was
 * given on (the catalogue's `bff_mail_*`, `bff_verify_mail_*`); the API's text in it (names, the
 * address) in Simplified characters for a Simplified reader. A reminder says whom the visit is for
 * (the client, or the family member named on the booking note's patient line). With
 * REMINDER_TEXT=private the subject, which a phone shows on its lock screen, names no doctor,
 * clinic or patient; the message itself, behind the mail app, says everything.
 */
import {
  BOOKING_CHANGE_CUTOFF_HOURS,
  COPIES,
  SITE_NAME,
  bookingCalendarEvent,
  buildIcs,
  escapeHtml,
  href,
} from '@portal/shared';
import type { SeenBooking } from '../../store/reminders';
import type { Locale } from '../i18n/locale';
import * as w from '../i18n/words';
import { dateWords, doctorWords, inReaderScript, pageIn } from './reminder-message';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The calendar file, when the mail carries one. */
  ics?: { filename: string; content: string };
}

/** A visit without a known end is entered in the calendar as half an hour. */
const DEFAULT_VISIT_MIN = 30;

function endOf(b: SeenBooking): string {
  if (b.endTime) return b.endTime;
  const [h, m] = b.startTime.split(':').map(Number) as [number, number];
  const end = h * 60 + m + DEFAULT_VISIT_MIN;
  return `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** `<html lang>` of a mail in a locale, as the copy's pages say it. */
function langOf(locale: Locale): string {
  return (COPIES.find((copy) => copy.locale === locale) ?? COPIES[0]!).lang;
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

/** A mail's every text in the reader's script (`inReaderScript`). */
function inReaderLocale(content: MailContent, locale: Locale): MailContent {
  const t = (text: string) => inReaderScript(text, locale);
  return {
    subject: t(content.subject),
    text: t(content.text),
    html: t(content.html),
    ...(content.ics
      ? { ics: { filename: content.ics.filename, content: t(content.ics.content) } }
      : {}),
  };
}

/** The reminder for one booking. */
export function reminderMail(
  b: SeenBooking,
  locale: Locale,
  detail: 'full' | 'private',
  siteUrl: string,
  now = new Date(),
): MailContent {
  const o = { locale };
  const when = dateWords(b, locale);
  const doctor = doctorWords(b, locale);
  const patient = b.patientName ?? '';
  const clinic = b.clinicName;
  const address = b.clinicAddress ?? '';
  const subject =
    detail === 'private'
      ? w.bff_mail_subject_private({ when }, o)
      : patient
        ? w.bff_mail_subject_for({ patient, when, doctor }, o)
        : w.bff_mail_subject({ when, doctor }, o);
  const orders = `${siteUrl}${pageIn(locale, href('bookingOrder'))}`;
  const { text, html } = bodies(
    [
      [w.bff_mail_hello({}, o), w.bff_mail_reminder_intro({ siteName: SITE_NAME }, o)],
      [
        w.bff_mail_patient({ patient: patient || w.bff_mail_patient_self({}, o) }, o),
        w.bff_mail_time({ when, end: endOf(b) }, o),
        w.bff_mail_doctor({ doctor }, o),
        ...(clinic ? [w.bff_mail_clinic({ clinic }, o)] : []),
        ...(address ? [w.bff_mail_address({ address }, o)] : []),
        w.bff_mail_booking_number({ number: b.scheduleId }, o),
      ],
      [w.bff_mail_change({ hours: BOOKING_CHANGE_CUTOFF_HOURS }, o), orders],
      [w.bff_mail_calendar({}, o)],
      [w.bff_mail_why({ siteName: SITE_NAME }, o)],
    ],
    langOf(locale),
  );
  const ics = buildIcs({
    ...bookingCalendarEvent(
      {
        scheduleId: b.scheduleId,
        day: b.day,
        startTime: b.startTime,
        endTime: endOf(b),
        doctorName: b.doctorName,
        clinicName: clinic,
        clinicAddress: address,
        ...(patient ? { patient } : {}),
      },
      true,
      o,
    ),
    now,
  });
  return inReaderLocale(
    { subject, text, html, ics: { filename: `booking-${b.scheduleId}.ics`, content: ics } },
    locale,
  );
}

/** The mail with the link that verifies a reminder address (it works for `validHours`). */
export function verificationMail(link: string, locale: Locale, validHours: number): MailContent {
  const o = { locale };
  const { text, html } = bodies(
    [
      [w.bff_mail_hello({}, o), w.bff_verify_mail_intro({ siteName: SITE_NAME }, o)],
      [w.bff_verify_mail_link({}, o), link],
      [w.bff_verify_mail_valid({ hours: validHours }, o), w.bff_verify_mail_ignore({}, o)],
    ],
    langOf(locale),
  );
  return inReaderLocale({ subject: w.bff_verify_mail_subject({}, o), text, html }, locale);
}
