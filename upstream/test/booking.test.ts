import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BOOKING_CHANGE_CUTOFF_HOURS,
  type Booking,
  type ListData,
  type SystemStatistic,
  type TimeSection,
  type WorkDate,
} from '@portal/shared';
import { DEMO, SECOND, harness, type Harness } from './helpers';
import type { Complete } from '../src/lib/complete';
import { changeCutoffMessage } from '../src/routes/booking';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

async function daysOf(doctorId: string) {
  const r = await h.call<WorkDate[]>('getDoctorWeekWorkDate', { query: { doctorId } });
  expect(r.code).toBe(200);
  return r.data;
}
async function sectionsOf(doctorId: string, workDate: string) {
  const r = await h.call<TimeSection[]>('getDoctorWorkTimeSection', {
    query: { doctorId, workDate },
  });
  expect(r.code).toBe(200);
  return r.data;
}
/** The first section of a doctor matching `pick` in the coming days. */
async function findSection(doctorId: string, pick: (s: Complete<TimeSection>) => boolean) {
  for (const d of await daysOf(doctorId)) {
    const s = (await sectionsOf(doctorId, d.date)).find(pick);
    if (s) return { date: d.date, section: s };
  }
  throw new Error('no matching section');
}
const bookingsOf = async (token: string) =>
  (
    await h.call<ListData<Booking>>('getScheduleListByClientId', {
      token,
      query: { pageNo: 1, pageSize: 50 },
    })
  ).data;
const stats = async () => (await h.call<SystemStatistic>('getSystemStatistic')).data.bookingcount;

describe('work dates and sections', () => {
  it('lists the next 14 days with work, relative to today', async () => {
    const days = await daysOf('D1001');
    expect(days.length).toBeGreaterThanOrEqual(10);
    const today = new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 10);
    const last = new Date(Date.parse(today) + 13 * 864e5).toISOString().slice(0, 10);
    for (const d of days) {
      expect(d.date >= today && d.date <= last).toBe(true);
      expect(d.weekday).toBeGreaterThanOrEqual(1);
      expect(['C101', 'C102']).toContain(d.clinicid);
    }
  });

  it('gives 30-minute sections with capacity, booked and availability', async () => {
    const { section } = await findSection('D1001', (s) => !s.past);
    expect(section.endtime > section.starttime).toBe(true);
    expect(section.capacity).toBeGreaterThan(0);
    expect(section.available).toBe(section.booked < section.capacity && !section.past);
  });

  it('the demo doctor always has a full section coming up', async () => {
    const { section } = await findSection('D1001', (s) => !s.past && s.booked >= s.capacity);
    expect(section.available).toBe(false);
  });

  it('refuses unknown doctors and malformed dates', async () => {
    expect((await h.call('getDoctorWeekWorkDate', { query: { doctorId: 'D9999' } })).code).toBe(
      404,
    );
    expect(
      (
        await h.call('getDoctorWorkTimeSection', {
          query: { doctorId: 'D1001', workDate: '2024-13-40' },
        })
      ).code,
    ).toBe(400);
    expect((await h.call('getDoctorWorkTimeSection', { query: { doctorId: 'D1001' } })).code).toBe(
      400,
    );
  });
});

describe('saveSchedule', () => {
  it('books a free section, lists it, and the booking count grows', async () => {
    const token = await h.login();
    const before = await stats();
    const { date, section } = await findSection('D1002', (s) => s.available);
    const r = await h.call<Booking>('saveSchedule', {
      token,
      query: {
        clientId: DEMO.clientid,
        doctorId: 'D1002',
        scheduleDate: `${date} ${section.starttime}`,
        sourceType: 'F',
        note: '頭痛',
      },
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      clientid: DEMO.clientid,
      doctorid: 'D1002',
      scheduledate: date,
      starttime: section.starttime,
      status: 'booked',
      note: '頭痛',
    });
    expect(await stats()).toBe(before + 1);
    const after = (await sectionsOf('D1002', date)).find((s) => s.starttime === section.starttime)!;
    expect(after.booked).toBe(section.booked + 1);
    expect((await bookingsOf(token)).list.map((b) => b.scheduleid)).toContain(r.data.scheduleid);
  });

  it('refuses a full section with the agreed message, changing nothing', async () => {
    const token = await h.login();
    const before = await stats();
    const { date, section } = await findSection('D1001', (s) => !s.past && s.booked >= s.capacity);
    const r = await h.call('saveSchedule', {
      token,
      query: { doctorId: 'D1001', scheduleDate: `${date} ${section.starttime}`, sourceType: 'F' },
    });
    expect(r.code).toBe(409);
    expect(r.msg).toBe('此時段已滿，請選擇其他時段');
    expect(await stats()).toBe(before);
  });

  it('fills a section up to its capacity, then refuses', async () => {
    const { date, section } = await findSection(
      'D1003',
      (s) => s.available && s.capacity - s.booked === 1,
    );
    const demo = await h.login();
    const second = await h.login(SECOND);
    const q = { doctorId: 'D1003', scheduleDate: `${date} ${section.starttime}`, sourceType: 'F' };
    expect((await h.call('saveSchedule', { token: demo, query: q })).code).toBe(200);
    const full = await h.call('saveSchedule', { token: second, query: q });
    expect(full.code).toBe(409);
    expect(full.msg).toBe('此時段已滿，請選擇其他時段');
  });

  it('refuses double booking of the same section by the same client', async () => {
    const token = await h.login();
    const { date, section } = await findSection(
      'D1004',
      (s) => s.available && s.capacity - s.booked >= 2,
    );
    const q = { doctorId: 'D1004', scheduleDate: `${date} ${section.starttime}`, sourceType: 'F' };
    expect((await h.call('saveSchedule', { token, query: q })).code).toBe(200);
    const again = await h.call('saveSchedule', { token, query: q });
    expect(again.code).toBe(409);
    expect(again.msg).toContain('重複預約');
  });

  it('refuses past sections, days without work, unknown doctors and bad formats', async () => {
    const token = await h.login();
    const past = await h.call('saveSchedule', {
      token,
      query: { doctorId: 'D1001', scheduleDate: '2020-01-06 09:00', sourceType: 'F' },
    });
    expect(past.code).toBe(400);
    expect(past.msg).toContain('已過去');
    const { date } = await findSection('D1001', (s) => !s.past);
    const noWork = await h.call('saveSchedule', {
      token,
      query: { doctorId: 'D1001', scheduleDate: `${date} 23:59`, sourceType: 'F' },
    });
    expect(noWork.code).toBe(404);
    const unknown = await h.call('saveSchedule', {
      token,
      query: { doctorId: 'D9999', scheduleDate: `${date} 09:00`, sourceType: 'F' },
    });
    expect(unknown.code).toBe(404);
    const bad = await h.call('saveSchedule', {
      token,
      query: { doctorId: 'D1001', scheduleDate: `${date}T09:00`, sourceType: 'F' },
    });
    expect(bad.code).toBe(400);
    const farFuture = await h.call('saveSchedule', {
      token,
      query: { doctorId: 'D1001', scheduleDate: '2099-01-05 09:00', sourceType: 'F' },
    });
    expect(farFuture.code).toBe(400);
    const longNote = await h.call('saveSchedule', {
      token,
      query: {
        doctorId: 'D1001',
        scheduleDate: `${date} 09:00`,
        sourceType: 'F',
        note: 'x'.repeat(201),
      },
    });
    expect(longNote.code).toBe(400);
  });

  it('moves the caller’s own booking with scheduleID', async () => {
    const token = await h.login();
    const mine = (await bookingsOf(token)).list.find((b) => b.status === 'booked')!;
    const { date, section } = await findSection(
      'D1001',
      (s) => s.available && s.starttime !== mine.starttime,
    );
    const before = await stats();
    const r = await h.call<Booking>('saveSchedule', {
      token,
      query: {
        doctorId: 'D1001',
        scheduleDate: `${date} ${section.starttime}`,
        scheduleID: mine.scheduleid,
        sourceType: 'F',
      },
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      scheduleid: mine.scheduleid,
      scheduledate: date,
      starttime: section.starttime,
    });
    expect(await stats()).toBe(before);
  });

  it('needs a session and refuses another client’s booking', async () => {
    const { date, section } = await findSection('D1002', (s) => s.available);
    const q = { doctorId: 'D1002', scheduleDate: `${date} ${section.starttime}`, sourceType: 'F' };
    expect((await h.call('saveSchedule', { query: q })).code).toBe(401);
    const second = await h.login(SECOND);
    const demo = await h.login();
    const theirs = (await bookingsOf(second)).list[0]!;
    expect(theirs.clientid).toBe(SECOND.clientid);
    // the demo client never sees it
    expect((await bookingsOf(demo)).list.every((b) => b.clientid === DEMO.clientid)).toBe(true);
    const move = await h.call('saveSchedule', {
      token: demo,
      query: { ...q, scheduleID: theirs.scheduleid },
    });
    // Another client's booking answers as a missing one would: no id is confirmed to exist.
    expect(move.code).toBe(404);
    const del = await h.call('deleteSchedule', {
      token: demo,
      query: { scheduleID: theirs.scheduleid },
    });
    expect(del).toEqual(
      await h.call('deleteSchedule', { token: demo, query: { scheduleID: 'SC-none' } }),
    );
    expect(del.code).toBe(404);
    const asThem = await h.call('saveSchedule', {
      token: demo,
      query: { ...q, clientId: SECOND.clientid },
    });
    expect(asThem.code).toBe(403);
    const listThem = await h.call('getScheduleListByClientId', {
      token: demo,
      query: { clientId: SECOND.clientid },
    });
    expect(listThem.code).toBe(403);
    expect((await bookingsOf(second)).list[0]!.status).toBe('booked');
  });
});

describe('the cancellation cutoff', () => {
  const startOf = (b: Booking) => Date.parse(`${b.scheduledate}T${b.starttime}:00+08:00`);

  it('refuses cancelling or moving a booking inside it, naming the clinic phone', async () => {
    const token = await h.login();
    const mine = (await bookingsOf(token)).list.find((b) => b.status === 'booked')!;
    expect(mine.clinictel).toBeTruthy();
    h.advance(startOf(mine) - Date.now() - (BOOKING_CHANGE_CUTOFF_HOURS - 2) * 3_600_000);
    const del = await h.call('deleteSchedule', { token, query: { scheduleID: mine.scheduleid } });
    expect(del.code).toBe(403);
    expect(del.msg).toBe(changeCutoffMessage('取消', mine.clinictel));
    const { date, section } = await findSection('D1001', (s) => s.available);
    const move = await h.call('saveSchedule', {
      token,
      query: {
        doctorId: 'D1001',
        scheduleDate: `${date} ${section.starttime}`,
        scheduleID: mine.scheduleid,
        sourceType: 'F',
      },
    });
    expect(move.code).toBe(403);
    expect(move.msg).toContain(mine.clinictel);
    const after = (await bookingsOf(token)).list.find((b) => b.scheduleid === mine.scheduleid)!;
    expect(after).toMatchObject({ status: 'booked', scheduledate: mine.scheduledate });
  });

  it('allows the change just outside it', async () => {
    const token = await h.login();
    const mine = (await bookingsOf(token)).list.find((b) => b.status === 'booked')!;
    h.advance(startOf(mine) - Date.now() - (BOOKING_CHANGE_CUTOFF_HOURS + 1) * 3_600_000);
    const del = await h.call('deleteSchedule', { token, query: { scheduleID: mine.scheduleid } });
    expect(del.code).toBe(200);
  });
});

describe('deleteSchedule', () => {
  it('cancels the caller’s own booking once', async () => {
    const token = await h.login();
    const mine = (await bookingsOf(token)).list.find((b) => b.status === 'booked')!;
    const r = await h.call('deleteSchedule', { token, query: { scheduleID: mine.scheduleid } });
    expect(r.code).toBe(200);
    const list = (await bookingsOf(token)).list;
    expect(list.find((b) => b.scheduleid === mine.scheduleid)!.status).toBe('cancelled');
    expect(
      (await h.call('deleteSchedule', { token, query: { scheduleID: mine.scheduleid } })).code,
    ).toBe(409);
    expect((await h.call('deleteSchedule', { token, query: { scheduleID: 'S_nope' } })).code).toBe(
      404,
    );
    expect((await h.call('deleteSchedule', { token, query: {} })).code).toBe(400);
  });
});

describe('demo bookings', () => {
  it('the demo client has at least two future bookings and past ones', async () => {
    const token = await h.login();
    const list = (await bookingsOf(token)).list;
    expect(list.filter((b) => b.status === 'booked').length).toBeGreaterThanOrEqual(2);
    expect(list.some((b) => b.status === 'done')).toBe(true);
    expect(list[0]!.status).toBe('booked');
  });
});
