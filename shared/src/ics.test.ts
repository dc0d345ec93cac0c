import { describe, expect, it } from 'vitest';
import { bookingCalendarEvent } from './ics';

const booking = {
  scheduleId: 'S1',
  day: '2026-12-09',
  startTime: '10:00',
  endTime: '10:30',
  doctorName: '陳大文',
  clinicName: '仁心中醫診所',
  clinicAddress: '旺角彌敦道 1 號',
  patient: '陳小明（子女）',
  note: '初診',
};

describe('bookingCalendarEvent', () => {
  it('writes the event in Traditional Chinese by default', () => {
    const event = bookingCalendarEvent(booking);
    expect(event.summary).toBe('中醫預約：陳大文（仁心中醫診所）');
    expect(event.description).toBe(
      '預約編號：S1\n就診人：陳小明（子女）\n備註：初診\n請準時到達，如需改期請登入香港中醫網。',
    );
  });

  it('writes it in the locale asked for, the records as they are, the patient only when asked', () => {
    const event = bookingCalendarEvent(booking, false, { locale: 'en' });
    expect(event.summary).toBe('Chinese medicine appointment: 陳大文 (仁心中醫診所)');
    expect(event.description).toBe(
      'Booking number: S1\nNote: 初診\nPlease arrive on time. To change the appointment, log in to 香港中醫網.',
    );
  });
});
