/** Data access for doctors' weekly sections and clients' bookings of them. */
import type { Booking } from '@portal/shared';
import { countOf } from '../../lib/paging';
import type { Db } from '../index';
import { perDb } from './once';
import type { Complete } from '../../lib/complete';

type Page = { limit: number; offset: number };

/** A section of a doctor's week (by weekday) at one clinic. */
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

/** The stored facts of a booking that decide whether it may still change. */
export interface BookingState {
  scheduleid: string;
  clientid: string;
  status: string;
  scheduledate: string;
  starttime: string;
  /** The clinic's telephone, which a refusal inside the cancellation cutoff names. */
  clinictel: string;
}

/** Where and when a booking is (what a move changes). */
export interface BookingSlot {
  doctorid: string;
  clinicid: string;
  date: string;
  starttime: string;
  endtime: string;
  note: string;
}

const BOOKING_COLUMNS = `b.scheduleid, b.clientid, b.globaluserid AS doctorid, d.username AS doctorname, b.clinicid,
  c.clinicname, c.address AS clinicaddress, c.contacttel AS clinictel, c.lat AS cliniclat, c.lng AS cliniclng,
  b.scheduledate, b.starttime, b.endtime, b.note, b.status, b.createtime`;
const BOOKING_FROM = `bookings b JOIN doctors d ON d.globaluserid = b.globaluserid JOIN clinics c ON c.clinicid = b.clinicid`;

export const bookingRepo = perDb((db: Db) => {
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
  const one = db.prepare(`SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.scheduleid = ?`);
  // Coming bookings first, soonest first; then the rest (ended, cancelled), latest first.
  const list = db.prepare(
    `SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.clientid = @clientid
     ORDER BY (b.status = 'booked' AND b.scheduledate || ' ' || b.endtime > @now) DESC,
       CASE WHEN b.status = 'booked' AND b.scheduledate || ' ' || b.endtime > @now THEN b.scheduledate || b.starttime END ASC,
       b.scheduledate || b.starttime DESC
     LIMIT @limit OFFSET @offset`,
  );
  const countMine = db.prepare('SELECT COUNT(*) AS n FROM bookings WHERE clientid = ?');
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
  const state = db.prepare(
    `SELECT b.scheduleid, b.clientid, b.status, b.scheduledate, b.starttime, c.contacttel AS clinictel
     FROM bookings b JOIN clinics c ON c.clinicid = b.clinicid WHERE b.scheduleid = ?`,
  );
  const cancel = db.prepare("UPDATE bookings SET status = 'cancelled' WHERE scheduleid = ?");

  return {
    /** The doctor's sections on a weekday (1 = Monday ... 7 = Sunday), by start time. */
    sectionsOn: (doctorId: string, weekday: number) =>
      sectionsOfDay.all(doctorId, weekday) as SectionRow[],
    /** The weekdays the doctor works on. */
    workdays: (doctorId: string) =>
      new Set((workdays.all(doctorId) as { weekday: number }[]).map((r) => r.weekday)),
    /** Live bookings of the doctor's day, by section start time. */
    bookedBySection: (doctorId: string, date: string) =>
      new Map(
        (bookedCounts.all(doctorId, date) as { starttime: string; n: number }[]).map((r) => [
          r.starttime,
          r.n,
        ]),
      ),
    /** Live bookings of one section of the doctor's day. */
    bookedIn: (doctorId: string, date: string, starttime: string) =>
      countOf(bookedIn, doctorId, date, starttime),
    /** The booking as stored (its status not yet adjusted for time). */
    byId: (scheduleid: string) => one.get(scheduleid) as Complete<Booking> | undefined,
    /** One page of the client's bookings, coming ones first, and their number. */
    bookingsOf(clientid: string, now: string, page: Page) {
      const rows = list.all({ clientid, now, ...page }) as Complete<Booking>[];
      return { list: rows, total: countOf(countMine, clientid) };
    },
    state: (scheduleid: string) => state.get(scheduleid) as BookingState | undefined,
    /** The client's live booking of that section, if any. */
    mineInSection: (clientid: string, doctorId: string, date: string, starttime: string) =>
      (mineInSection.get(clientid, doctorId, date, starttime) as { scheduleid: string } | undefined)
        ?.scheduleid,
    add(
      slot: BookingSlot & { scheduleid: string; clientid: string; sourcetype: string; now: number },
    ) {
      insert.run(slot);
    },
    move(scheduleid: string, slot: BookingSlot) {
      move.run({ ...slot, scheduleid });
    },
    cancel(scheduleid: string) {
      cancel.run(scheduleid);
    },
    /** Runs `fn` in one transaction: the checks and the write see the same bookings. */
    inTransaction: <A extends unknown[], R>(fn: (...args: A) => R) => db.transaction(fn),
  };
});
