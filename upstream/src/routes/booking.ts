import type { FastifyInstance } from 'fastify';
import { type Booking, type TimeSection, type WorkDate } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import { doctorRepo } from '../db/repos/doctors';
import { newId } from '../lib/ids';
import { countOf, pageWindow } from '../lib/paging';
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

/** How far ahead bookings open: today and the next 13 days. */
export const BOOKING_WINDOW_DAYS = 14;
export const SECTION_FULL_MSG = '此時段已滿，請選擇其他時段';

interface SectionRow {
  clinicid: string;
  clinicname: string;
  clinicaddress: string;
  weekday: number;
  starttime: string;
  endtime: string;
  capacity: number;
  reserved: number;
}

/** A booking as stored: the row has exactly the shape of the API's `Booking`. */
type BookingRow = Booking;

export function registerBookingRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;
  const doctors = doctorRepo(db);
  const sectionsOfDay = db.prepare(
    `SELECT s.clinicid, c.clinicname, c.address AS clinicaddress, s.weekday, s.starttime, s.endtime, s.capacity, s.reserved
     FROM work_sections s JOIN clinics c ON c.clinicid = s.clinicid
     WHERE s.globaluserid = ? AND s.weekday = ? ORDER BY s.starttime`,
  );
  const workdays = db.prepare('SELECT DISTINCT weekday FROM work_sections WHERE globaluserid = ?');
  const bookedCounts = db.prepare(
    `SELECT starttime, COUNT(*) AS n FROM bookings WHERE globaluserid = ? AND scheduledate = ? AND status = 'booked'
     GROUP BY starttime`,
  );
  const bookedIn = db.prepare(
    `SELECT COUNT(*) AS n FROM bookings WHERE globaluserid = ? AND scheduledate = ? AND starttime = ? AND status = 'booked'`,
  );

  /** The sections of a doctor's day with live counts. */
  function daySections(doctorId: string, date: string): TimeSection[] {
    const rows = sectionsOfDay.all(doctorId, weekdayOf(date)) as SectionRow[];
    const counts = new Map(
      (bookedCounts.all(doctorId, date) as { starttime: string; n: number }[]).map((r) => [
        r.starttime,
        r.n,
      ]),
    );
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
    const days = new Set((workdays.all(doctorId) as { weekday: number }[]).map((r) => r.weekday));
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

  const bookingColumns = `b.scheduleid, b.clientid, b.globaluserid AS doctorid, d.username AS doctorname, b.clinicid,
    c.clinicname, c.address AS clinicaddress, b.scheduledate, b.starttime, b.endtime, b.note, b.status, b.createtime`;
  const bookingFrom = `bookings b JOIN doctors d ON d.globaluserid = b.globaluserid JOIN clinics c ON c.clinicid = b.clinicid`;
  const oneBooking = db.prepare(
    `SELECT ${bookingColumns} FROM ${bookingFrom} WHERE b.scheduleid = ?`,
  );
  const toBooking = (r: BookingRow): Booking => {
    // A booking whose section has ended counts as done.
    const done = r.status === 'booked' && hkToMs(r.scheduledate, r.endtime) <= ctx.now();
    return { ...r, status: done ? 'done' : r.status };
  };

  const list = db.prepare(
    `SELECT ${bookingColumns} FROM ${bookingFrom} WHERE b.clientid = @clientid
     ORDER BY (b.status = 'booked' AND b.scheduledate || ' ' || b.endtime > @now) DESC,
       CASE WHEN b.status = 'booked' AND b.scheduledate || ' ' || b.endtime > @now THEN b.scheduledate || b.starttime END ASC,
       b.scheduledate || b.starttime DESC
     LIMIT @limit OFFSET @offset`,
  );
  const countMine = db.prepare('SELECT COUNT(*) AS n FROM bookings WHERE clientid = ?');
  handle('getScheduleListByClientId', async (req) => {
    const page = pageWindow(req.query.pageNo, req.query.pageSize);
    const now = ctx.now();
    const rows = list.all({
      clientid: req.clientid,
      now: hkDateTime(now),
      ...page,
    }) as BookingRow[];
    return ok({ list: rows.map(toBooking), total: countOf(countMine, req.clientid) });
  });

  const insert = db.prepare(
    `INSERT INTO bookings (scheduleid, clientid, globaluserid, clinicid, scheduledate, starttime, endtime, note, sourcetype, status, createtime)
     VALUES (@scheduleid, @clientid, @doctorid, @clinicid, @date, @starttime, @endtime, @note, @sourcetype, 'booked', @now)`,
  );
  const move = db.prepare(
    `UPDATE bookings SET globaluserid = @doctorid, clinicid = @clinicid, scheduledate = @date, starttime = @starttime,
       endtime = @endtime, note = @note WHERE scheduleid = @scheduleid`,
  );
  const mineInSection = db.prepare(
    `SELECT scheduleid FROM bookings WHERE clientid = ? AND globaluserid = ? AND scheduledate = ? AND starttime = ? AND status = 'booked'`,
  );
  const rawBooking = db.prepare('SELECT * FROM bookings WHERE scheduleid = ?');

  const save = db.transaction(
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
      const section = (sectionsOfDay.all(doctorId, weekdayOf(date)) as SectionRow[]).find(
        (s) => s.starttime === time,
      );
      if (!section) throw notFound('醫師該時段沒有應診，請選擇其他時段');

      let existing:
        | {
            scheduleid: string;
            clientid: string;
            status: string;
            scheduledate: string;
            starttime: string;
          }
        | undefined;
      if (args.scheduleID) {
        existing = rawBooking.get(args.scheduleID) as typeof existing;
        if (!existing) throw notFound('找不到該預約');
        if (existing.clientid !== clientid) throw forbidden('無權修改其他用戶的預約');
        if (existing.status !== 'booked') throw badRequest('該預約已取消或已完成，不能更改');
        if (hkToMs(existing.scheduledate, existing.starttime) <= ctx.now())
          throw badRequest('已過去的預約不能更改');
      }
      const dup = mineInSection.get(clientid, doctorId, date, time) as
        { scheduleid: string } | undefined;
      if (dup && dup.scheduleid !== args.scheduleID) throw conflict('您已預約此時段，請勿重複預約');
      if (dup && dup.scheduleid === args.scheduleID) return args.scheduleID;

      const { n } = bookedIn.get(doctorId, date, time) as { n: number };
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
        move.run({ ...row, scheduleid: existing.scheduleid });
        return existing.scheduleid;
      }
      const scheduleid = newId('S');
      insert.run({ ...row, scheduleid, clientid, sourcetype: args.sourceType, now: ctx.now() });
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
    return ok(
      toBooking(oneBooking.get(id) as BookingRow),
      q.scheduleID ? '預約已更改' : '預約成功',
    );
  });

  const cancel = db.prepare("UPDATE bookings SET status = 'cancelled' WHERE scheduleid = ?");
  handle('deleteSchedule', async (req) => {
    const row = rawBooking.get(req.query.scheduleID) as
      { clientid: string; status: string; scheduledate: string; starttime: string } | undefined;
    if (!row) throw notFound('找不到該預約');
    if (row.clientid !== req.clientid) throw forbidden('無權取消其他用戶的預約');
    if (row.status !== 'booked') throw new ApiError(409, '該預約已取消或已完成');
    if (hkToMs(row.scheduledate, row.starttime) <= ctx.now())
      throw badRequest('已過去的預約不能取消');
    cancel.run(req.query.scheduleID);
    return ok(null, '預約已取消');
  });
}
