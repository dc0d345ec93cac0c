/**
 * A reminder for a booking made for a family member names them (only their name, from the note's
 * first line) in the full text, and nobody in the private text a lock screen shows anyone. Each
 * reminder, e-mail and verify page speaks the locale its browser or address was given in.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@portal/shared';
import { reminderMail, verificationMail } from '../../../src/lib/reminders/reminder-mail';
import { reminderPayload, seenBooking } from '../../../src/lib/reminders/reminder-message';
import { verifyPage } from '../../../src/lib/reminders/verify-page';

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
    const full = reminderPayload(seen!, 'zh-Hant-HK');
    expect(full.body).toBe(
      '你已為陳小明預約 1月2日（星期三）10:30 見陳大文醫師，地點：灣仔中醫診所。請準時到達。',
    );
    expect(JSON.stringify(full)).not.toMatch(/2018|子女|咳嗽/);
    const quiet = reminderPayload(seen!, 'zh-Hant-HK', 'private');
    expect(quiet.body).not.toContain('陳小明');
    expect(reminderPayload(seen!, 'zh-Hans').body).toContain('为陈小明预约');
  });

  it('stay as they were for the client themselves', () => {
    const seen = seenBooking({ ...booking, note: '初診' }, NOW);
    expect(seen).not.toHaveProperty('patientName');
    expect(reminderPayload(seen!, 'zh-Hant-HK').body).toBe(
      '你已預約 1月2日（星期三）10:30 見陳大文醫師，地點：灣仔中醫診所。請準時到達。',
    );
  });
});

describe('reminders in the locale they were asked for', () => {
  const seen = seenBooking({ ...booking, clinicaddress: '灣仔道1號' }, NOW)!;

  it('push: English for a browser that subscribed from the English pages', () => {
    expect(reminderPayload(seen, 'en')).toEqual({
      title: 'Appointment reminder',
      body: 'You have an appointment with 陳大文 on Wednesday 2 Jan, 10:30 at 灣仔中醫診所. Please arrive on time.',
      url: '/en/user/booking/order',
      tag: 'S1',
    });
    expect(reminderPayload(seen, 'en', 'private').body).toBe(
      'You have a Chinese medicine appointment: Wednesday 2 Jan, 10:30. See “My appointments” for details.',
    );
    expect(reminderPayload(seen, 'zh-Hant-HK').url).toBe('/user/booking/order');
    expect(reminderPayload(seen, 'zh-Hans').url).toBe('/zh-cn/user/booking/order');
  });

  it('e-mail: English words, calendar file and links for an English address', () => {
    const mail = reminderMail(seen, 'en', 'full', 'https://tcm.example.hk', new Date(NOW));
    expect(mail.subject).toBe('Appointment reminder: 陳大文, Wednesday 2 Jan, 10:30');
    expect(mail.text).toContain('Hello,\nThis is an appointment reminder from 香港中醫網.');
    expect(mail.text).toContain('Patient: You\nTime: Wednesday 2 Jan, 10:30–11:00');
    expect(mail.text).toContain('https://tcm.example.hk/en/user/booking/order');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.ics?.content).toContain(
      'SUMMARY:Chinese medicine appointment: 陳大文 (灣仔中醫診所)',
    );
    expect(mail.text + mail.ics?.content).not.toMatch(/[時師預就：]/u);
    const verify = verificationMail('https://tcm.example.hk/v', 'en', 24);
    expect(verify.subject).toBe('Please confirm the e-mail address for appointment reminders');
    expect(verify.text).toContain('The link works for 24 hours and only once.');
  });

  it('e-mail: Traditional by default, Simplified (names too) for a Simplified address', () => {
    const hant = reminderMail(seen, 'zh-Hant-HK', 'full', 'https://tcm.example.hk');
    expect(hant.subject).toBe('應診提醒：1月2日（星期三）10:30 見陳大文醫師');
    expect(hant.ics?.content).toContain('SUMMARY:中醫預約：陳大文（灣仔中醫診所）');
    const hans = reminderMail(seen, 'zh-Hans', 'full', 'https://tcm.example.hk');
    expect(hans.subject).toBe('应诊提醒：1月2日（星期三）10:30 见陈大文医师');
    expect(hans.text).toContain('https://tcm.example.hk/zh-cn/user/booking/order');
    expect(hans.html).toContain('<html lang="zh-CN">');
  });

  it('the verify page: in the locale of the address, its home link to that copy', () => {
    const en = verifyPage('T', 'en');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>Confirm your reminder e-mail</h1>');
    expect(en).toContain('<a href="/en/">');
    expect(verifyPage('T', 'zh-Hant-HK')).toContain('<h1>確認提醒電郵</h1>');
    expect(verifyPage('T', 'zh-Hans')).toContain('<h1>确认提醒电子邮件</h1>');
  });
});
