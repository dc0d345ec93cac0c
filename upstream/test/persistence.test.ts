import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Booking, ListData, TimeSection, WorkDate } from '@portal/shared';
import { buildUpstream, startUpstream } from '../src/app';
import { openDb } from '../src/db/index';
import { harness } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'upstream-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('file database', () => {
  it('keeps data across a restart and reseeds with reset', async () => {
    let h = await harness({ dataDir: dir, inMemory: false });
    const token = await h.login();
    const days = (
      await h.call<WorkDate[]>('getDoctorWeekWorkDate', { query: { doctorId: 'D1010' } })
    ).data;
    let scheduleDate = '';
    for (const d of days) {
      const s = (
        await h.call<TimeSection[]>('getDoctorWorkTimeSection', {
          query: { doctorId: 'D1010', workDate: d.date },
        })
      ).data.find((x) => x.available);
      if (s) {
        scheduleDate = `${d.date} ${s.starttime}`;
        break;
      }
    }
    const booked = await h.call<Booking>('saveSchedule', {
      token,
      query: { doctorId: 'D1010', scheduleDate, sourceType: 'F' },
    });
    expect(booked.code).toBe(200);
    await h.close();

    h = await harness({ dataDir: dir, inMemory: false });
    // the token and the booking survived
    const list = await h.call<ListData<Booking>>('getScheduleListByClientId', {
      token,
      query: { pageSize: 50 },
    });
    expect(list.code).toBe(200);
    expect(list.data.list.map((b) => b.scheduleid)).toContain(booked.data.scheduleid);
    await h.close();

    h = await harness({ dataDir: dir, inMemory: false, reset: true });
    expect((await h.call('getClientById', { token })).code).toBe(401);
    const fresh = await h.login();
    const after = await h.call<ListData<Booking>>('getScheduleListByClientId', {
      token: fresh,
      query: { pageSize: 50 },
    });
    expect(after.data.list.map((b) => b.scheduleid)).not.toContain(booked.data.scheduleid);
    await h.close();
  });

  it('seeds a fresh file database quickly and serves over HTTP', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'upstream-seed-'));
    // warm the modules so the timing below is the seed itself
    const warm = buildUpstream({ inMemory: true, dataDir: fresh });
    await warm.close();
    const t0 = performance.now();
    const db = openDb({ dataDir: fresh, now: Date.now() });
    const elapsed = performance.now() - t0;
    db.close();
    const server = await startUpstream({ dataDir: fresh });
    const res = await fetch(`${server.url}/api/common/getSystemStatistic`);
    expect(((await res.json()) as { code: number }).code).toBe(200);
    await server.close();
    rmSync(fresh, { recursive: true, force: true });
    // under a second on an idle machine; generous here because tests run in parallel
    expect(elapsed).toBeLessThan(3000);
  });
});
