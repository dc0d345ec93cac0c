/** TEMPORARY: replaced by the booking feature's `.ics` builder once it lands. */
import dayjs from 'dayjs';
import type { Booking } from '@portal/shared';

function stamp(date: string, time: string): string {
  return dayjs(`${date} ${time}`).format('YYYYMMDDTHHmmss');
}
function escape(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
}

export function bookingIcs(b: Booking): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//hk-tcm-portal//booking//ZH',
    'BEGIN:VEVENT',
    `UID:${b.scheduleid}@hk-tcm-portal`,
    `DTSTAMP:${dayjs().format('YYYYMMDDTHHmmss')}`,
    `DTSTART;TZID=Asia/Hong_Kong:${stamp(b.scheduledate, b.starttime)}`,
    `DTEND;TZID=Asia/Hong_Kong:${stamp(b.scheduledate, b.endtime)}`,
    `SUMMARY:${escape(`中醫預約：${b.doctorname} 醫師`)}`,
    `LOCATION:${escape(`${b.clinicname} ${b.clinicaddress}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function downloadIcs(b: Booking): void {
  const url = URL.createObjectURL(new Blob([bookingIcs(b)], { type: 'text/calendar' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `booking-${b.scheduleid}.ics`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
