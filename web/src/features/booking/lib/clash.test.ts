import { describe, expect, it } from 'vitest';
import type { Booking } from '@portal/shared';
import { clashingBooking, heldBooking } from './clash';

const mine: Booking[] = [
  {
    scheduleid: 'S1',
    doctorid: 'D1001',
    scheduledate: '2026-12-01',
    starttime: '11:00',
    endtime: '11:30',
    status: 'booked',
  },
  {
    scheduleid: 'S2',
    doctorid: 'D1002',
    scheduledate: '2026-12-02',
    starttime: '15:00',
    endtime: '15:30',
    status: 'booked',
  },
  {
    scheduleid: 'S3',
    doctorid: 'D1003',
    scheduledate: '2026-12-03',
    starttime: '10:00',
    endtime: '10:30',
    status: 'cancelled',
  },
];

describe('clashingBooking', () => {
  it('finds the same doctor on the same day, whatever the time', () => {
    const wanted = { doctorId: 'D1001', date: '2026-12-01', starttime: '16:00', endtime: '16:30' };
    expect(clashingBooking(mine, wanted)?.scheduleid).toBe('S1');
  });

  it('finds an overlapping time with another doctor, but not one that only touches it', () => {
    const at = (starttime: string, endtime: string) =>
      clashingBooking(mine, { doctorId: 'D1009', date: '2026-12-02', starttime, endtime });
    expect(at('15:15', '15:45')?.scheduleid).toBe('S2');
    expect(at('15:00', '15:30')?.scheduleid).toBe('S2');
    expect(at('15:30', '16:00')).toBeUndefined();
    expect(at('14:30', '15:00')).toBeUndefined();
  });

  it('ignores cancelled bookings, other days and the booking being moved', () => {
    expect(
      clashingBooking(mine, { doctorId: 'D1003', date: '2026-12-03', starttime: '10:00' }),
    ).toBeUndefined();
    expect(
      clashingBooking(mine, { doctorId: 'D1001', date: '2026-12-02', starttime: '09:00' }),
    ).toBeUndefined();
    expect(
      clashingBooking(mine, { doctorId: 'D1001', date: '2026-12-01', starttime: '09:00' }, 'S1'),
    ).toBeUndefined();
  });
});

describe('heldBooking', () => {
  it('finds only a live booking of the very section: same doctor, day and start', () => {
    const at = (doctorId: string, date: string, starttime: string) =>
      heldBooking(mine, { doctorId, date, starttime })?.scheduleid;
    expect(at('D1001', '2026-12-01', '11:00')).toBe('S1');
    expect(at('D1001', '2026-12-01', '11:30')).toBeUndefined();
    expect(at('D1009', '2026-12-01', '11:00')).toBeUndefined();
    // A cancelled booking holds nothing.
    expect(at('D1003', '2026-12-03', '10:00')).toBeUndefined();
  });
});
