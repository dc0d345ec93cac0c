import type { FastifyInstance } from 'fastify';
import {
  BOOKING_CHANGE_CUTOFF_HOURS,
  insideChangeCutoff,
  type Booking,
  type TimeSection,
  type WorkDate,
} from '@portal/shared';
import type { UpstreamContext } from '../context';
import { bookingRepo, type BookingState } from '../db/repos/booking';
import { doctorRepo } from '../db/repos/doctors';
import { handlerOf } from '../lib/handle';
import { newId } from '../lib/ids';
import { pageWindow } from '../lib/paging';
import { ApiError, badRequest, conflict, forbidden, notFound, ok } from '../lib/reply';
import {
  addDays,
  hkDate,
  hkDateTime,
  hkToMs,
  isValidDate,
  isValidTime,
  weekdayOf,
} from '../lib/time';
import type { Complete } from '../lib/complete';

/**
 * Why the API refuses a change inside the cutoff, with the clinic's phone when known: the API's
 * own words (Chinese, as the real service answers), which the portal shows as they come.
 */
export function changeCutoffMessage(
  action: '取消' | '改期' | '改期或取消',
  clinicPhone?: string,
): string {
  const call = clinicPhone ? `請致電診所 ${clinicPhone}` : '請致電診所';
  return `應診前 ${BOOKING_CHANGE_CUTOFF_HOURS} 小時內不能在網上${action}預約，${call}。`;
}

/** How far ahead bookings open: today and the next 13 days. */
const BOOKING_WINDOW_DAYS = 14;
const SECTION_FULL_MSG = '此時段已滿，請選擇其他時段';

export function registerBookingRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const doctors = doctorRepo(ctx.db);
  const bookings = bookingRepo(ctx.db);

  /** The sections of a doctor's day with live counts. */
  function daySections(doctorId: string, date: string): Complete<TimeSection>[] {
    const rows = bookings.sectionsOn(doctorId, weekdayOf(date));
    const counts = bookings.bookedBySection(doctorId, date);
    const now = ctx.now();
    const today = hkDate(now);
    // Outside the booking window a section is shown but cannot be booked.
    const bookable = date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS - 1);
    return rows.map((r) => {
      const booked = Math.min(r.capacity, r.reserved + (counts.get(r.starttime) ?? 0));
      const past = hkToMs(date, r.starttime) <= now;
      return {
        sectionid: `${doctorId}-${date.replace(/-/g, '')}-${r.starttime.replace(':', '')}`,
        clinicid: r.clinicid,
        clinicname: r.clinicname,
        clinicaddress: r.clinicaddress,
        starttime: r.starttime,
        endtime: r.endtime,
        capacity: r.capacity,
        booked,
        available: bookable && !past && booked < r.capacity,
        past,
      };
    });
  }

  handle('getDoctorWeekWorkDate', async (req) => {
    const doctorId = req.query.doctorId;
    if (!doctors.exists(doctorId)) throw notFound('找不到該醫師');
    const days = bookings.workdays(doctorId);
    const today = hkDate(ctx.now());
    const out: WorkDate[] = [];
    for (let i = 0; i < BOOKING_WINDOW_DAYS; i++) {
      const date = addDays(today, i);
      const weekday = weekdayOf(date);
      if (!days.has(weekday)) continue;
      const byClinic = new Map<string, TimeSection[]>();
      for (const s of daySections(doctorId, date)) {
        const list = byClinic.get(s.clinicid) ?? [];
        list.push(s);
        byClinic.set(s.clinicid, list);
      }
      for (const [clinicid, secs] of byClinic)
        out.push({
          date,
          weekday,
          clinicid,
          clinicname: secs[0]!.clinicname,
          available: secs.some((s) => s.available),
        });
    }
    return ok(out);
  });

  handle('getDoctorWorkTimeSection', async (req) => {
    const { doctorId, workDate, clinicId } = req.query;
    if (!isValidDate(workDate)) throw badRequest('參數錯誤：workDate 格式應為 YYYY-MM-DD');
    if (!doctors.exists(doctorId)) throw notFound('找不到該醫師');
    const secs = daySections(doctorId, workDate);
    return ok(clinicId ? secs.filter((s) => s.clinicid === clinicId) : secs);
  });

  const toBooking = (r: Complete<Booking>): Complete<Booking> => {
    // A booking whose section has ended counts as done.
    const done = r.status === 'booked' && hkToMs(r.scheduledate, r.endtime) <= ctx.now();
    return { ...r, status: done ? 'done' : r.status };
  };

  handle('getScheduleListByClientId', async (req) => {
    const page = pageWindow(req.query.pageNo, req.query.pageSize);
    const { list, total } = bookings.bookingsOf(req.clientid, hkDateTime(ctx.now()), page);
    return ok({ list: list.map(toBooking), total });
  });

  const save = bookings.inTransaction(
    (args: {
      clientid: string;
      doctorId: string;
      date: string;
      time: string;
      scheduleID: string;
      note: string;
      sourceType: string;
    }) => {
      const { clientid, doctorId, date, time } = args;
      if (!doctors.exists(doctorId)) throw notFound('找不到該醫師');
      const today = hkDate(ctx.now());
      if (date < today || hkToMs(date, time) <= ctx.now()) throw badRequest('不能預約已過去的時段');
      if (date > addDays(today, BOOKING_WINDOW_DAYS - 1))
        throw badRequest(`只可預約未來 ${BOOKING_WINDOW_DAYS} 日內的時段`);
      const section = bookings
        .sectionsOn(doctorId, weekdayOf(date))
        .find((s) => s.starttime === time);
      if (!section) throw notFound('醫師該時段沒有應診，請選擇其他時段');

      let existing: BookingState | undefined;
      if (args.scheduleID) {
        existing = bookings.state(args.scheduleID);
        // Another client's booking answers as a missing one: no id is confirmed to exist.
        if (!existing || existing.clientid !== clientid) throw notFound('找不到該預約');
        if (existing.status !== 'booked') throw badRequest('該預約已取消或已完成，不能更改');
        const start = hkToMs(existing.scheduledate, existing.starttime);
        if (start <= ctx.now()) throw badRequest('已過去的預約不能更改');
        if (insideChangeCutoff(start, ctx.now()))
          throw forbidden(changeCutoffMessage('改期', existing.clinictel));
      }
      const dup = bookings.mineInSection(clientid, doctorId, date, time);
      if (dup && dup !== args.scheduleID) throw conflict('你已預約此時段，請勿重複預約');
      if (dup && dup === args.scheduleID) return args.scheduleID;

      const n = bookings.bookedIn(doctorId, date, time);
      if (section.reserved + n >= section.capacity) throw conflict(SECTION_FULL_MSG);

      const row = {
        doctorid: doctorId,
        clinicid: section.clinicid,
        date,
        starttime: section.starttime,
        endtime: section.endtime,
        note: args.note,
      };
      if (existing) {
        bookings.move(existing.scheduleid, row);
        return existing.scheduleid;
      }
      const scheduleid = newId('S');
      bookings.add({ ...row, scheduleid, clientid, sourcetype: args.sourceType, now: ctx.now() });
      return scheduleid;
    },
  );

  handle('saveSchedule', async (req) => {
    const q = req.query;
    const [date = '', time = ''] = q.scheduleDate.split(' ');
    if (!isValidDate(date) || !isValidTime(time)) {
      throw badRequest('參數錯誤：scheduleDate 格式應為 YYYY-MM-DD HH:mm');
    }
    const id = save({
      clientid: req.clientid,
      doctorId: q.doctorId,
      date,
      time,
      scheduleID: q.scheduleID ?? '',
      note: (q.note ?? '').trim(),
      sourceType: q.sourceType || 'F',
    });
    return ok(toBooking(bookings.byId(id)!), q.scheduleID ? '預約已更改' : '預約成功');
  });

  handle('deleteSchedule', async (req) => {
    const row = bookings.state(req.query.scheduleID);
    if (!row || row.clientid !== req.clientid) throw notFound('找不到該預約');
    if (row.status !== 'booked') throw new ApiError(409, '該預約已取消或已完成');
    const start = hkToMs(row.scheduledate, row.starttime);
    if (start <= ctx.now()) throw badRequest('已過去的預約不能取消');
    if (insideChangeCutoff(start, ctx.now()))
      throw forbidden(changeCutoffMessage('取消', row.clinictel));
    bookings.cancel(req.query.scheduleID);
    return ok(null, '預約已取消');
  });
}
