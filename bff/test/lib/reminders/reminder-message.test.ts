/**
 * A reminder for a booking made for a family member names them (only their name, from the note's
 * first line) in the full text, and nobody in the private text a lock screen shows anyone.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@portal/shared';
import { reminderPayload, seenBooking } from '../../../src/lib/reminders/reminder-message';

const NOW = Date.UTC(2030, 0, 1);
const booking: Booking = {
  scheduleid: 'S1',
  doctorname: '陳大文',
  clinicname: '灣仔中醫診所',
  scheduledate: '2030-01-02',
  starttime: '10:30',
  endtime: '11:00',
  status: 'booked',
};

describe('reminders for a family member', () => {
  it('name the patient of the note in the full text, nothing else of theirs', () => {
    const seen = seenBooking({ ...booking, note: '就診人：陳小明（子女，2018-05-01）\n咳嗽' }, NOW);
    expect(seen?.patientName).toBe('陳小明');
    const full = reminderPayload(seen!, 'hant');
    expect(full.body).toBe(
      '你已為陳小明預約 1月2日（星期三）10:30 見陳大文醫師，地點：灣仔中醫診所。請準時到達。',
    );
    expect(JSON.stringify(full)).not.toMatch(/2018|子女|咳嗽/);
    const quiet = reminderPayload(seen!, 'hant', 'private');
    expect(quiet.body).not.toContain('陳小明');
    expect(reminderPayload(seen!, 'hans').body).toContain('为陈小明预约');
  });

  it('stay as they were for the client themselves', () => {
    const seen = seenBooking({ ...booking, note: '初診' }, NOW);
    expect(seen).not.toHaveProperty('patientName');
    expect(reminderPayload(seen!, 'hant').body).toBe(
      '你已預約 1月2日（星期三）10:30 見陳大文醫師，地點：灣仔中醫診所。請準時到達。',
    );
  });
});
