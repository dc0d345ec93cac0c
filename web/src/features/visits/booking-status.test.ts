import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@portal/shared';
import { isChangeable } from './booking-status';

const base: Booking = {
  scheduleid: 'S1',
  clientid: 'U1',
  doctorid: 'D1001',
  doctorname: '李志明',
  clinicid: 'C101',
  clinicname: '仁心中醫診所',
  clinicaddress: '彌敦道 1 號',
  scheduledate: '2026-12-01',
  starttime: '10:00',
  endtime: '10:30',
  note: '',
  status: 'booked',
  createtime: 0,
};

describe('isChangeable', () => {
  const now = dayjs('2026-11-30 09:00');
  it('allows cancelling or moving a booked visit that has not started', () => {
    expect(isChangeable(base, now)).toBe(true);
  });
  it('refuses past, cancelled and finished visits', () => {
    expect(isChangeable(base, dayjs('2026-12-01 10:00'))).toBe(false);
    expect(isChangeable({ ...base, status: 'cancelled' }, now)).toBe(false);
    expect(isChangeable({ ...base, status: 'done' }, now)).toBe(false);
  });
});
