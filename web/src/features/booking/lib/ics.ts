/**
 * "Add to calendar" in the browser: the calendar file itself is shared with the BFF's e-mail
 * reminders (shared/ics); here it is saved as a download or opened in Google Calendar.
 */
import { hongKongToUtc, type IcsEvent } from '@portal/shared';
import { downloadFile } from '../../../lib/browser/download-file';

export { buildIcs, escapeText, foldLine, hongKongToUtc, type IcsEvent } from '@portal/shared';

/** Saves the calendar file through a temporary link (the browser's download). */
export function downloadIcs(filename: string, text: string): void {
  downloadFile(filename, text, 'text/calendar;charset=utf-8');
}

/**
 * The same event as an "add to Google Calendar" address (its event template), for a phone
 * without a calendar app that opens .ics files. Times go as UTC, like the .ics file.
 */
export function googleCalendarUrl(
  event: Pick<IcsEvent, 'start' | 'end' | 'summary' | 'location' | 'description'>,
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${hongKongToUtc(event.start)}/${hongKongToUtc(event.end)}`,
    ctz: 'Asia/Hong_Kong',
  });
  if (event.location) params.set('location', event.location);
  if (event.description) params.set('details', event.description);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
