/**
 * How reminders learn of bookings: from the client's own calls as they pass through the `/api`
 * proxy (a hook table joined into routes/api-hooks). A booking made or moved (`saveSchedule`), a
 * booking cancelled (`deleteSchedule`), and the bookings list whenever the client reads it
 * (`getScheduleListByClientId`; a list that holds every booking also tells which ones are gone).
 * Always under the session's client id. The store failing never fails the client's call: the
 * answer goes out as it came, and the next list read records the bookings again.
 */
import {
  ResponseCode,
  type Booking,
  type CallName,
  type ReminderChannel,
  isPlainObject,
} from '@portal/shared';
import type { CallHooks, Exchange } from '../proxy/call-hooks';
import type { UpstreamJson } from '../upstream/types';
import { seenBooking } from './reminder-message';
import type { SeenBooking } from '../../store/reminders';

async function record(
  x: Exchange,
  what: string,
  work: (clientId: string) => Promise<void>,
): Promise<void> {
  const session = x.session;
  if (!session) return;
  try {
    await work(session.clientId);
  } catch (err) {
    x.request.log.warn(
      { err: err instanceof Error ? err.message : String(err), what },
      'bookings for reminders not recorded',
    );
  }
}

function answeredOk(res: UpstreamJson): boolean {
  return res.envelope.code === ResponseCode.OK;
}

export const BOOKING_REMINDER_HOOKS: Partial<Record<CallName, CallHooks>> = {
  saveSchedule: {
    async answered(x, res) {
      if (!answeredOk(res) || !isPlainObject(res.envelope.data)) return undefined;
      const data = res.envelope.data as Booking;
      const moved = new URLSearchParams(x.query).get('scheduleID') ?? '';
      await record(x, 'saveSchedule', async (clientId) => {
        const store = x.app.store.reminders;
        const now = Date.now();
        // A move may give the booking a new id: the old one is gone, its channel goes on.
        let channel: ReminderChannel | undefined;
        if (moved && moved !== data.scheduleid) {
          channel = (await store.channels(clientId)).find((c) => c.scheduleId === moved)?.channel;
          await store.forget(clientId, [moved]);
        }
        const booking = seenBooking(data, now);
        if (booking) {
          await store.seen(clientId, [booking], false, now);
          if (channel && channel !== 'push') {
            await store.setChannel(clientId, booking.scheduleId, channel);
          }
        } else if (data.scheduleid) await store.forget(clientId, [data.scheduleid]);
      });
      return undefined;
    },
  },
  deleteSchedule: {
    async answered(x, res) {
      if (!answeredOk(res)) return undefined;
      const id = new URLSearchParams(x.query).get('scheduleID');
      if (id)
        await record(x, 'deleteSchedule', (clientId) =>
          x.app.store.reminders.forget(clientId, [id]),
        );
      return undefined;
    },
  },
  getScheduleListByClientId: {
    async answered(x, res) {
      const data = res.envelope.data;
      if (!answeredOk(res) || !isPlainObject(data) || !Array.isArray(data.list)) return undefined;
      const list = (data.list as unknown[]).filter(isPlainObject) as Booking[];
      const params = new URLSearchParams(x.query);
      const firstPage = Number(params.get('pageNo') ?? '1') <= 1;
      const total = typeof data.total === 'number' ? data.total : Infinity;
      // Every booking of the client is in this answer: any other the store holds is gone.
      const complete = firstPage && list.length >= total;
      const now = Date.now();
      const upcoming: SeenBooking[] = [];
      const notUpcoming: string[] = [];
      for (const b of list) {
        const seen = seenBooking(b, now);
        if (seen) upcoming.push(seen);
        else if (b.scheduleid) notUpcoming.push(b.scheduleid);
      }
      await record(x, 'getScheduleListByClientId', async (clientId) => {
        const store = x.app.store.reminders;
        await store.seen(clientId, upcoming, complete, now);
        if (!complete) await store.forget(clientId, notUpcoming);
      });
      return undefined;
    },
  },
};
