import { formatDateTime, hkInstant, type Activity } from '@portal/shared';
import type { MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/**
 * Activity times come as Hong Kong wall-clock text (`YYYY-MM-DD HH:mm`). They are read as Hong
 * Kong time whatever the machine's zone, so the server render (UTC) and the browser agree on
 * which activities have ended.
 */
export function hongKongTime(text: string | null | undefined): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(String(text ?? '').trim());
  return m ? hkInstant(m[1]!, m[2] ?? '23:59') : null;
}

/** Whether the activity is over: its end (or, without one, its start) has passed. */
export function hasEnded(activity: Partial<Activity>, now = Date.now()): boolean {
  const end = hongKongTime(activity.endtime) ?? hongKongTime(activity.starttime);
  return end !== null && end < now;
}

/** Places still open, when the record says how many there are and how many joined. */
export function placesLeft(activity: Partial<Activity>): number | null {
  const { quota, joined } = activity;
  if (typeof quota !== 'number' || !Number.isFinite(quota) || quota <= 0) return null;
  return Math.max(0, quota - (typeof joined === 'number' && Number.isFinite(joined) ? joined : 0));
}

/**
 * Upcoming activities first, soonest first; then those that have ended, latest first. Activities
 * without a readable time keep their order at the end of the upcoming ones.
 */
export function sortActivities<T extends Partial<Activity>>(
  list: readonly T[],
  now = Date.now(),
): T[] {
  const keyed = list.map((a, i) => ({
    a,
    i,
    start: hongKongTime(a.starttime),
    ended: hasEnded(a, now),
  }));
  keyed.sort((x, y) => {
    if (x.ended !== y.ended) return x.ended ? 1 : -1;
    if (x.start === null || y.start === null) {
      return x.start === null && y.start === null ? x.i - y.i : x.start === null ? 1 : -1;
    }
    return x.ended ? y.start - x.start : x.start - y.start;
  });
  return keyed.map((k) => k.a);
}

/**
 * `2026-12-01 14:30:00 至 17:00:00`, or across days `... 至 2026-12-02 17:00:00`, written the
 * site's one way whatever way the record writes them (`至` in the render's locale `o`).
 */
export function activityWhen(activity: Partial<Activity>, o?: MessageOptions): string {
  const start = formatDateTime(activity.starttime);
  const end = formatDateTime(activity.endtime);
  if (!start) return end;
  if (!end) return start;
  const sameDay = start.slice(0, 10) === end.slice(0, 10) && end.length > 10;
  return m.associations_when_range({ start, end: sameDay ? end.slice(11) : end }, o);
}
