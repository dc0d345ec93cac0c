/**
 * E-mail booking reminders in real Chromium at 1280 and 375 px, against a portal whose SMTP_URL is
 * a real SMTP server on loopback (helpers/smtp-sink): a new client gives an address on 個人資料,
 * follows the link the portal mails it, books, chooses 電郵 as the booking's 提醒方式 on 我的預約,
 * and the reminder arrives: multipart text and HTML, the booking's .ics attached, saying whom the
 * visit is for (the client at one width, a child at the other). Every lead is far ahead
 * (REMINDER_LEADS_MIN) so the reminder is due at once, and only the sweep the choice starts runs
 * (REMINDER_SWEEP_MS an hour): nothing waits on a clock.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, formatPatientNote } from '@portal/shared';
import { seriousViolations } from '../helpers/axe';
import { newPage, waitForApp } from '../helpers/browser';
import { WIDTHS, registerClient, useE2E } from '../helpers/e2e';
import { startPortal, type Portal } from '../helpers/portal';
import { getData } from '../helpers/schedule';
import { screenshots } from '../helpers/shots';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const env = useE2E();
const shot = screenshots('email-reminders-shots', false);
const HEADERS = { 'x-csrf': '1' };

let portal: Portal;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  portal = await startPortal({
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: '香港中醫網 <reminders@example.hk>',
      REMINDER_LEADS_MIN: '100000',
      REMINDER_SWEEP_MS: '3600000',
    },
  });
}, 90_000);
afterAll(async () => {
  await portal?.stop();
  await sink?.close();
});

/**
 * Books the doctor's last free section of the week through the portal, with `note` (the line that
 * names a family member as the patient, as the booking picker writes it); its schedule id.
 */
async function book(page: Page, doctorId: string, note = ''): Promise<string> {
  const days = await getData<{ date: string; clinicid: string; available?: boolean }[]>(
    page,
    `${calls.getDoctorWeekWorkDate.path}?doctorId=${doctorId}`,
  );
  let slot: { date: string; time: string } | undefined;
  for (const day of days.filter((d) => d.available !== false).reverse()) {
    const sections = await getData<{ starttime?: string; available?: boolean }[]>(
      page,
      `${calls.getDoctorWorkTimeSection.path}?doctorId=${doctorId}&workDate=${day.date}&clinicId=${day.clinicid}`,
    );
    const free = sections.filter((s) => s.available === true && s.starttime);
    if (free.length > 0) {
      slot = { date: day.date, time: free[free.length - 1]!.starttime! };
      break;
    }
  }
  expect(slot, 'a free section').toBeDefined();
  const params = new URLSearchParams({
    doctorId,
    scheduleDate: `${slot!.date} ${slot!.time}`,
    sourceType: 'F',
    ...(note ? { note } : {}),
  });
  const saved = (await (
    await page.request.post(`${calls.saveSchedule.path}?${params}`, {
      headers: { ...HEADERS, origin: portal.url },
    })
  ).json()) as { code: number; msg: string; data: { scheduleid: string } };
  expect(saved.code, saved.msg).toBe(200);
  return saved.data.scheduleid;
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('sets and verifies a reminder address, chooses e-mail for a booking, and the reminder arrives', async () => {
    const t = await newPage(env.browser(), { width, baseURL: portal.url });
    try {
      const { page } = t;
      await registerClient(page, portal, '電郵提醒');
      const email = `client-${width}@example.hk`;

      // 個人資料: the address, and the link the portal mails to it.
      await page.goto('/user/userInfo');
      await waitForApp(page);
      const section = page.getByTestId('reminder-email');
      await section.getByLabel('接收提醒的電郵地址').fill(email);
      await section.getByRole('button', { name: '寄出確認電郵' }).click();
      const verification = await sink.next((m) => m.to.includes(email));
      await section.getByTestId('reminder-email-address').waitFor();
      expect(await section.getByTestId('reminder-email-address').innerText()).toContain(
        '確認前不會寄出提醒',
      );
      const link = /https?:\/\/\S+\/bff\/reminder-email\/verify\?token=[\w-]+/.exec(
        verification.parsed.text ?? '',
      )?.[0];
      expect(link, 'a verification link').toBeDefined();
      // The link opens a page asking to confirm (opening it verifies nothing, so a mail scanner
      // cannot); its button does. Under the portal's worker, which leaves both to the network.
      await page.goto(link!);
      await page.getByRole('heading', { name: '確認提醒電郵' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'email-confirm', width);
      await page.getByRole('button', { name: '確認電郵地址' }).click();
      await page.waitForURL((url) => url.pathname === '/user/userInfo');
      await waitForApp(page);
      expect(new URL(page.url()).pathname).toBe('/user/userInfo');
      const notice = page.getByTestId('reminder-email-notice');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('電郵地址已確認');
      expect(await page.getByTestId('reminder-email-address').innerText()).toContain('（已確認）');
      await shot(page, 'email-verified', width);

      // A booking, and 電郵 as its way of reminding on 我的預約: at one width for the client,
      // at the other for a child, whom the reminder names.
      const child = { name: '陳小欣', relation: '子女', birthDate: '2019-03-02' };
      const patient = width === 1280 ? '本人' : child.name;
      const scheduleId = await book(
        page,
        width === 1280 ? 'D1003' : 'D1004',
        width === 1280 ? '' : formatPatientNote(child, ''),
      );
      await page.goto('/user/booking/order');
      await waitForApp(page);
      const card = page.locator('#booking-list > *', { hasText: scheduleId });
      const channel = card.getByTestId('reminder-channel');
      await channel.waitFor({ timeout: 15_000 });
      const reminder = sink.next(
        (m) => m.to.includes(email) && (m.parsed.subject ?? '').startsWith('應診提醒'),
      );
      await channel.getByText('電郵', { exact: true }).click();
      const mail = await reminder;
      // The choice shows once the portal's answer is in (the mail may arrive before it).
      await channel.locator('input[value="email"]:checked').waitFor({ state: 'attached' });
      await shot(page, 'email-channel', width);

      expect(mail.raw).toMatch(/multipart\/alternative/i);
      expect(mail.parsed.text).toContain(`就診人：${patient}`);
      expect(mail.parsed.text).toContain(`預約編號：${scheduleId}`);
      expect(mail.parsed.html).toContain(`就診人：${patient}`);
      const ics = mail.parsed.attachments.find((a) => a.filename === `booking-${scheduleId}.ics`);
      expect(ics?.contentType).toBe('text/calendar');
      expect(ics!.content.toString('utf8')).toContain(`UID:${scheduleId}@hk-tcm-portal`);
      // Once: the reminder due was sent, and nothing more for this booking.
      expect(
        sink.received.filter((m) => m.to.includes(email) && m.parsed.text?.includes(scheduleId)),
      ).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 120_000);
});
