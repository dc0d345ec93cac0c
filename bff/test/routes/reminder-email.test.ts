/**
 * E-mail booking reminders through the BFF, on SQLite and on PostgreSQL, with a real SMTP server on
 * loopback as the mail host (helpers/smtp-sink): the reminder address is given, verified by the
 * link the mail carries (single use, hashed, 24 hours), and removed; each booking's channel is
 * chosen; the sweeper mails a multipart reminder (text and HTML) with the booking's .ics, naming
 * whom the visit is for, once per booking, lead and channel, and nothing for a cancelled booking
 * or a booking whose channel is push. Bad input is a 400 in Chinese that changes nothing; the
 * routes need the session and the anti-forgery header; without SMTP_URL e-mail is unavailable.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN_MSG, formatPatientNote, type Booking } from '@portal/shared';
import type { AppConfig } from '../../src/config';
import { hkDay, upcomingBooking } from '../helpers/bookings';
import { build, type Harness } from '../helpers/build';
import { startPostgres, type PostgresCluster } from '../helpers/postgres';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink';
import { tempDir } from '../helpers/temp-dir';

/** A booked visit with its clinic's address, which the mail and its .ics give. */
function booking(id: string, days: number, extra: Partial<Booking> = {}): Booking {
  return upcomingBooking(id, days, { clinicaddress: '灣仔軒尼詩道1號', ...extra });
}

const FROM = 'reminders@example.hk';

let cluster: PostgresCluster;
let sink: SmtpSink;
beforeAll(async () => {
  [cluster, sink] = await Promise.all([startPostgres(), startSmtpSink()]);
}, 90_000);
afterAll(async () => {
  await sink?.close();
  cluster?.stop();
});

let dbCount = 0;
async function storeSettings(kind: 'SQLite' | 'PostgreSQL'): Promise<Partial<AppConfig>> {
  const dataDir = tempDir('bff-mail-');
  if (kind === 'SQLite') return { dataDir };
  return { dataDir, databaseUrl: await cluster.createDatabase(`mail_${++dbCount}`) };
}

function mailSettings(): Partial<AppConfig> {
  return {
    mail: { smtpUrl: sink.url, from: `香港中醫網 <${FROM}>` },
    // Far enough ahead that every upcoming booking here is due now; sweeps only when called.
    reminderLeadsMin: [100_000],
    reminderSweepMs: 3_600_000,
  };
}

/** The mails sent to `to` so far. */
function mailsTo(to: string): ReceivedMail[] {
  return sink.received.filter((m) => m.to.includes(to));
}

/** The verification link in a mail's text. */
function linkIn(mail: ReceivedMail): URL {
  const m = /https?:\/\/\S+\/bff\/reminder-email\/verify\?token=[A-Za-z0-9_-]+/.exec(
    mail.parsed.text ?? '',
  );
  expect(m, 'a verification link').not.toBeNull();
  return new URL(m![0]);
}

/** The verification page's button, as a browser posts its form from this site: no header. */
function confirmFrom(h: Harness, token: string, headers: Record<string, string> = {}) {
  return h.app.inject({
    method: 'POST',
    url: '/bff/reminder-email/verify',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: h.config.siteUrl,
      ...headers,
    },
    payload: new URLSearchParams({ token }).toString(),
  });
}

describe.each(['SQLite', 'PostgreSQL'] as const)('e-mail reminders on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await build({ ...(await storeSettings(kind)), ...mailSettings() });
  }, 30_000);
  afterAll(async () => {
    await h?.close();
  });

  /** Records `bookings` as the client's list read through the portal. */
  async function listBookings(cookie: string, bookings: Booking[]): Promise<void> {
    h.stub.routes.set('/api/sckedule/getScheduleListByClientId', () => ({
      json: { code: 200, msg: 'success', data: { list: bookings, total: bookings.length } },
    }));
    const res = await h.inject({
      method: 'GET',
      url: '/api/sckedule/getScheduleListByClientId?pageNo=1&pageSize=10',
      headers: { cookie },
    });
    expect(res.json().code).toBe(200);
  }

  /** Gives `email` and follows the link it is mailed; returns the link's token. */
  async function verifiedAddress(cookie: string, email: string, page = '/user/userInfo') {
    const before = sink.received.length;
    const put = await h.inject({
      method: 'PUT',
      url: '/bff/reminder-email',
      headers: { cookie, 'x-page-path': page },
      payload: { email },
    });
    expect(put.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { email, verified: false, available: true },
    });
    await sink.waitFor(before + 1);
    const mail = mailsTo(email).at(-1)!;
    const link = linkIn(mail);
    const opened = await h.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const res = await confirm(link.searchParams.get('token')!);
    return { opened, res, link, mail };
  }

  const confirm = (token: string, headers: Record<string, string> = {}) =>
    confirmFrom(h, token, headers);

  it('needs a session and the anti-forgery header', async () => {
    for (const [method, url] of [
      ['GET', '/bff/reminder-email'],
      ['PUT', '/bff/reminder-email'],
      ['DELETE', '/bff/reminder-email'],
      ['GET', '/bff/reminders/channel'],
      ['PUT', '/bff/reminders/channel'],
    ] as const) {
      const res = await h.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
      expect(res.json(), `${method} ${url}`).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    }
    const cookie = await h.login(undefined, `CL-CSRF-${kind}`);
    const forged = await h.inject({
      method: 'PUT',
      url: '/bff/reminder-email',
      headers: { cookie, 'x-csrf': '0' },
      payload: { email: 'a@example.hk' },
    });
    expect(forged.statusCode).toBe(403);
    const elsewhere = await h.inject({
      method: 'PUT',
      url: '/bff/reminder-email',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { email: 'a@example.hk' },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(await h.app.store.reminderEmails.get(`CL-CSRF-${kind}`)).toBeNull();
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const clientId = `CL-BAD-${kind}`;
    const cookie = await h.login(undefined, clientId);
    for (const payload of [
      {},
      { email: 3 },
      { email: 'not-an-address' },
      { email: `${'a'.repeat(95)}@example.hk` },
      { email: 'a@example.hk', extra: 1 },
      ['a@example.hk'],
    ]) {
      const res = await h.inject({
        method: 'PUT',
        url: '/bff/reminder-email',
        headers: { cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await h.app.store.reminderEmails.get(clientId)).toBeNull();
    await listBookings(cookie, [booking(`SB-${kind}`, 2)]);
    for (const [payload, status] of [
      [{ scheduleId: `SB-${kind}`, channel: 'sms' }, 400],
      [{ scheduleId: `SB-${kind}` }, 400],
      [{ scheduleId: 'bad id!', channel: 'push' }, 400],
      [{ scheduleId: `SB-${kind}`, channel: 'push', more: 1 }, 400],
      // E-mail before an address is verified.
      [{ scheduleId: `SB-${kind}`, channel: 'email' }, 400],
      [{ scheduleId: 'S-NOT-HELD', channel: 'push' }, 404],
    ] as const) {
      const res = await h.inject({
        method: 'PUT',
        url: '/bff/reminders/channel',
        headers: { cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await h.app.store.reminders.channels(clientId)).toEqual([
      { scheduleId: `SB-${kind}`, channel: 'push' },
    ]);
  });

  it('mails a link that verifies the address once, and holds resends to one a minute', async () => {
    const clientId = `CL-VERIFY-${kind}`;
    const email = `verify-${kind.toLowerCase()}@example.hk`;
    const cookie = await h.login(undefined, clientId);
    const { opened, res, link, mail } = await verifiedAddress(cookie, email);

    // The mail: from MAIL_FROM, text and HTML, the link in both.
    expect(mail.parsed.from?.value[0]?.address).toBe(FROM);
    expect(mail.parsed.subject).toBe('請確認接收應診提醒的電郵地址');
    expect(mail.parsed.text).toContain('24 小時內有效');
    expect(mail.parsed.html).toContain(link.search.replace('?', ''));
    expect(link.origin).toBe(h.config.siteUrl);

    // The link opens a page asking to confirm, in Traditional Chinese, whose form posts the
    // token here; its button verifies and sends the reader to the profile page with a notice.
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.headers['referrer-policy']).toBe('same-origin');
    expect(opened.body).toContain('<html lang="zh-HK">');
    expect(opened.body).toContain('<form method="post" action="/bff/reminder-email/verify">');
    expect(opened.body).toContain(`value="${link.searchParams.get('token')}"`);
    expect(opened.body).toContain('確認電郵地址');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/user/userInfo?reminderEmail=verified');
    const got = await h.inject({ method: 'GET', url: '/bff/reminder-email', headers: { cookie } });
    expect(got.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { email, verified: true, available: true },
    });
    // Single use: the link and its button both say so now.
    const again = await h.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe('/user/userInfo?reminderEmail=invalid');
    expect((await confirm(link.searchParams.get('token')!)).headers.location).toBe(
      '/user/userInfo?reminderEmail=invalid',
    );
    const junk = await h.inject({ method: 'GET', url: '/bff/reminder-email/verify?token=x' });
    expect(junk.headers.location).toBe('/user/userInfo?reminderEmail=invalid');

    // A new address within the minute: 429 with Retry-After, and no mail; the verified one stays.
    const before = sink.received.length;
    const soon = await h.inject({
      method: 'PUT',
      url: '/bff/reminder-email',
      headers: { cookie },
      payload: { email: `other-${email}` },
    });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(soon.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await h.app.store.reminderEmails.get(clientId))?.email).toBe(email);
    expect(sink.received.length).toBe(before);

    // The token is kept only hashed; neither it nor the address reaches a log line.
    const token = link.searchParams.get('token')!;
    const logs = h.logs.join('\n');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(email);
    expect(createHash('sha256').update(token).digest('base64url')).not.toBe(token);
  });

  it('lets a link run out after 24 hours, and words the Simplified pages’ mail in Simplified', async () => {
    const clientId = `CL-HANS-${kind}`;
    const email = `hans-${kind.toLowerCase()}@example.hk`;
    const cookie = await h.login(undefined, clientId);
    const before = sink.received.length;
    await h.inject({
      method: 'PUT',
      url: '/bff/reminder-email',
      headers: { cookie, 'x-page-path': '/zh-cn/user/userInfo' },
      payload: { email },
    });
    await sink.waitFor(before + 1);
    const mail = mailsTo(email).at(-1)!;
    expect(mail.parsed.subject).toBe('请确认接收应诊提醒的电子邮件地址');
    const token = linkIn(mail).searchParams.get('token')!;
    const hash = createHash('sha256').update(token).digest('base64url');
    const later = await h.app.store.reminderEmails.verify(hash, Date.now() + 25 * 3600_000);
    expect(later).toEqual({ kind: 'expired', locale: 'zh-Hans' });
    expect((await h.app.store.reminderEmails.get(clientId))?.verified).toBe(false);
    // A mail scanner fetching the link (HEAD or GET, any number of times) verifies nothing.
    const head = await h.inject({
      method: 'HEAD',
      url: `/bff/reminder-email/verify?token=${token}`,
    });
    expect(head.statusCode).not.toBe(303);
    for (let i = 0; i < 2; i++) {
      const page = await h.inject({
        method: 'GET',
        url: `/bff/reminder-email/verify?token=${token}`,
      });
      expect(page.statusCode).toBe(200);
      // The Simplified pages' address is asked in Simplified.
      expect(page.body).toContain('<html lang="zh-CN">');
      expect(page.body).toContain('确认电');
    }
    expect((await h.app.store.reminderEmails.get(clientId))?.verified).toBe(false);
    // The button from another site, or not as a form, is refused and uses nothing up.
    expect((await confirm(token, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const json = await h.app.inject({
      method: 'POST',
      url: '/bff/reminder-email/verify',
      headers: { origin: h.config.siteUrl },
      payload: { token },
    });
    expect(json.statusCode).toBe(415);
    expect((await h.app.store.reminderEmails.get(clientId))?.verified).toBe(false);
    const res = await confirm(token);
    expect(res.headers.location).toBe('/zh-cn/user/userInfo?reminderEmail=verified');
    expect((await h.app.store.reminderEmails.get(clientId))?.verified).toBe(true);
  });

  it('words the mails, the link’s page and its landing in English for an address given on the English pages', async () => {
    const clientId = `CL-EN-${kind}`;
    const email = `en-${kind.toLowerCase()}@example.hk`;
    const cookie = await h.login(undefined, clientId);
    const { opened, res, mail } = await verifiedAddress(cookie, email, '/en/user/userInfo');
    expect(mail.parsed.subject).toBe('Please confirm the e-mail address for appointment reminders');
    expect(opened.body).toContain('<html lang="en">');
    expect(opened.body).toContain('<button type="submit">Confirm e-mail address</button>');
    expect(res.headers.location).toBe('/en/user/userInfo?reminderEmail=verified');
    expect((await h.app.store.reminderEmails.get(clientId))?.locale).toBe('en');

    await listBookings(cookie, [booking(`SEN-${kind}`, 2)]);
    const before = mailsTo(email).length;
    const chosen = await h.inject({
      method: 'PUT',
      url: '/bff/reminders/channel',
      // Chosen from a Traditional page later: the address keeps the locale it was given in.
      headers: { cookie, 'x-page-path': '/user/booking/order' },
      payload: { scheduleId: `SEN-${kind}`, channel: 'email' },
    });
    expect(chosen.json().code).toBe(200);
    await h.app.push.sweeper.sweep();
    const reminder = mailsTo(email).slice(before)[0]!;
    expect(reminder.parsed.subject).toMatch(/^Appointment reminder: 陳大文, \w+ \d+ \w+, 10:30$/);
    expect(reminder.parsed.text).toContain(`Booking number: SEN-${kind}`);
    expect(reminder.parsed.text).toContain('https://www.example.hk/en/user/booking/order');
    const ics = reminder.parsed.attachments.find((a) => a.filename === `booking-SEN-${kind}.ics`);
    expect(ics!.content.toString('utf8')).toContain('SUMMARY:Chinese medicine appointment: 陳大文');
  });

  it('mails the reminder of a booking whose channel is e-mail, once per lead, none cancelled', async () => {
    const clientId = `CL-MAIL-${kind}`;
    const email = `mail-${kind.toLowerCase()}@example.hk`;
    const cookie = await h.login(undefined, clientId);
    await verifiedAddress(cookie, email);
    const child = { name: '陳小明', relation: '子女', birthDate: '2018-05-01' };
    await listBookings(cookie, [
      booking(`SE-${kind}`, 2, { note: formatPatientNote(child, '咳嗽') }),
      booking(`SS-${kind}`, 3),
      booking(`SC-${kind}`, 4),
      booking(`SP-${kind}`, 5),
    ]);
    const choose = async (scheduleId: string, channel: string) => {
      const res = await h.inject({
        method: 'PUT',
        url: '/bff/reminders/channel',
        headers: { cookie },
        payload: { scheduleId, channel },
      });
      expect(res.json()).toEqual({
        code: 200,
        msg: 'success',
        data: { items: [{ scheduleId, channel }] },
      });
    };
    const before = mailsTo(email).length;
    await choose(`SE-${kind}`, 'email');
    await choose(`SS-${kind}`, 'both');
    // The sweeps those choices started are over once this one is.
    await h.app.push.sweeper.sweep();
    // Chosen (in the store, so no sweep starts), then cancelled through the portal.
    expect(await h.app.store.reminders.setChannel(clientId, `SC-${kind}`, 'email')).toBe(true);
    h.stub.routes.set('/api/sckedule/deleteSchedule', () => ({
      json: { code: 200, msg: 'success' },
    }));
    const cancel = await h.inject({
      method: 'POST',
      url: `/api/sckedule/deleteSchedule?scheduleID=SC-${kind}`,
      headers: { cookie },
    });
    expect(cancel.json().code).toBe(200);
    await h.app.push.sweeper.sweep();
    await h.app.push.sweeper.sweep();

    const mails = mailsTo(email).slice(before);
    const about = (id: string) => mails.filter((m) => m.parsed.text?.includes(`預約編號：${id}`));
    expect(about(`SE-${kind}`)).toHaveLength(1);
    expect(about(`SS-${kind}`)).toHaveLength(1);
    // Push only: no mail.
    expect(about(`SP-${kind}`)).toHaveLength(0);
    // Cancelled: none.
    expect(about(`SC-${kind}`)).toHaveLength(0);

    // The family member's booking: multipart text and HTML, the .ics attached, 就診人 named.
    const mail = about(`SE-${kind}`)[0]!;
    const [, month, day] = hkDay(2).split('-').map(Number);
    expect(mail.parsed.subject).toBe(
      `應診提醒：陳小明於${month}月${day}日（星期${'日一二三四五六'[new Date(`${hkDay(2)}T00:00:00Z`).getUTCDay()]}）10:30 見陳大文醫師`,
    );
    expect(mail.raw).toMatch(/multipart\/alternative/i);
    expect(mail.parsed.text).toContain('就診人：陳小明');
    expect(mail.parsed.text).toContain('地址：灣仔軒尼詩道1號');
    expect(mail.parsed.html).toContain('就診人：陳小明');
    expect(mail.parsed.html).toContain('<a href="https://www.example.hk/user/booking/order">');
    const ics = mail.parsed.attachments.find((a) => a.filename === `booking-SE-${kind}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain(`UID:SE-${kind}@hk-tcm-portal`);
    expect(calendar).toContain(`DTSTART:${hkDay(2).replace(/-/g, '')}T023000Z`);
    expect(calendar).toContain(`DTEND:${hkDay(2).replace(/-/g, '')}T030000Z`);
    expect(calendar).toContain('就診人：陳小明');
    // The client's own booking says 本人.
    expect(about(`SS-${kind}`)[0]!.parsed.text).toContain('就診人：本人');

    // Back to push and to e-mail again: the reminder already sent is not sent twice.
    await choose(`SE-${kind}`, 'push');
    await choose(`SE-${kind}`, 'email');
    await h.app.push.sweeper.sweep();
    expect(
      mailsTo(email)
        .slice(before)
        .filter((m) => m.parsed.text?.includes(`預約編號：SE-${kind}`)),
    ).toHaveLength(1);
    expect(
      await h.app.store.reminders.delivery({
        clientId,
        scheduleId: `SE-${kind}`,
        channel: 'email',
        endpoint: '',
        leadMin: 100_000,
      }),
    ).toMatchObject({ state: 'sent', attempts: 1 });

    // Nothing of the family member or the address in the log.
    const logs = h.logs.join('\n');
    expect(logs).not.toContain('陳小明');
    expect(logs).not.toContain(email);

    // 我的資料: the address and each booking's channel; its deletion takes the address too.
    const mine = await h.inject({ method: 'GET', url: '/bff/my-data', headers: { cookie } });
    const data = mine.json().data;
    expect(data.reminderEmail).toMatchObject({ email, verified: true });
    expect(
      data.reminderBookings.map((b: { scheduleId: string; channel: string }) => [
        b.scheduleId,
        b.channel,
      ]),
    ).toEqual([
      [`SE-${kind}`, 'email'],
      [`SS-${kind}`, 'both'],
      [`SP-${kind}`, 'push'],
    ]);
    const gone = await h.inject({ method: 'DELETE', url: '/bff/my-data', headers: { cookie } });
    expect(gone.json().data.reminderEmail).toBe(1);
    expect(await h.app.store.reminderEmails.get(clientId)).toBeNull();
  });

  it('tries a mail the server defers again later, and gives up on one it refuses', async () => {
    const clientId = `CL-FAIL-${kind}`;
    const email = `fail-${kind.toLowerCase()}@example.hk`;
    const cookie = await h.login(undefined, clientId);
    await verifiedAddress(cookie, email);
    await listBookings(cookie, [booking(`SD-${kind}`, 2), booking(`SR-${kind}`, 3)]);
    const key = (scheduleId: string) => ({
      clientId,
      scheduleId,
      channel: 'email' as const,
      endpoint: '',
      leadMin: 100_000,
    });
    // Every sweep is awaited while the server refuses, so none sends after it accepts again.
    sink.reject(451);
    try {
      await h.inject({
        method: 'PUT',
        url: '/bff/reminders/channel',
        headers: { cookie },
        payload: { scheduleId: `SD-${kind}`, channel: 'email' },
      });
      await h.app.push.sweeper.sweep();
      expect(await h.app.store.reminders.delivery(key(`SD-${kind}`))).toMatchObject({
        state: 'leased',
        attempts: 1,
        error: 'smtp-451',
      });
      sink.reject(550);
      await h.inject({
        method: 'PUT',
        url: '/bff/reminders/channel',
        headers: { cookie },
        payload: { scheduleId: `SR-${kind}`, channel: 'email' },
      });
      await h.app.push.sweeper.sweep();
      expect(await h.app.store.reminders.delivery(key(`SR-${kind}`))).toMatchObject({
        state: 'failed',
        attempts: 1,
        error: 'smtp-550',
      });
    } finally {
      sink.reject(null);
    }
  });

  it('removes the address with DELETE: no reminder goes to it after', async () => {
    const clientId = `CL-DEL-${kind}`;
    const email = `del-${kind.toLowerCase()}@example.hk`;
    const cookie = await h.login(undefined, clientId);
    await verifiedAddress(cookie, email);
    await listBookings(cookie, [booking(`SX-${kind}`, 2)]);
    const del = await h.inject({
      method: 'DELETE',
      url: '/bff/reminder-email',
      headers: { cookie },
    });
    expect(del.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { email: '', verified: false, available: true },
    });
    await h.app.store.reminders.setChannel(clientId, `SX-${kind}`, 'email');
    const before = mailsTo(email).length;
    await h.app.push.sweeper.sweep();
    expect(mailsTo(email).length).toBe(before);
  });
});

describe('without SMTP_URL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await build({ dataDir: tempDir('bff-nomail-') });
  }, 30_000);
  afterAll(async () => {
    await h?.close();
  });

  it('says e-mail reminders are unavailable and takes no address or e-mail channel', async () => {
    const cookie = await h.login(undefined, 'CL-NOMAIL');
    const got = await h.inject({ method: 'GET', url: '/bff/reminder-email', headers: { cookie } });
    expect(got.json().data).toEqual({ email: '', verified: false, available: false });
    const put = await h.inject({
      method: 'PUT',
      url: '/bff/reminder-email',
      headers: { cookie },
      payload: { email: 'a@example.hk' },
    });
    expect(put.statusCode).toBe(503);
    expect(put.json().msg).toBe('本網站暫未提供電郵提醒');
    expect(await h.app.store.reminderEmails.get('CL-NOMAIL')).toBeNull();
  });
});

describe('REMINDER_TEXT=private', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await build({
      dataDir: tempDir('bff-private-mail-'),
      ...mailSettings(),
      reminderText: 'private',
    });
  }, 30_000);
  afterAll(async () => {
    await h?.close();
  });

  it('names no doctor, clinic or patient in the subject', async () => {
    const cookie = await h.login(undefined, 'CL-PRIVATE');
    const email = 'private@example.hk';
    let before = sink.received.length;
    await h.inject({
      method: 'PUT',
      url: '/bff/reminder-email',
      headers: { cookie },
      payload: { email },
    });
    await sink.waitFor(before + 1);
    const link = linkIn(mailsTo(email).at(-1)!);
    await confirmFrom(h, link.searchParams.get('token')!);
    const child = { name: '陳小明', relation: '子女', birthDate: '2018-05-01' };
    h.stub.routes.set('/api/sckedule/saveSchedule', () => ({
      json: {
        code: 200,
        msg: 'success',
        data: booking('S-PRIV', 2, { note: formatPatientNote(child, '') }),
      },
    }));
    await h.inject({
      method: 'POST',
      url: `/api/sckedule/saveSchedule?doctorId=DOC1&scheduleDate=${hkDay(2)}%2010:30&scheduleID=`,
      headers: { cookie },
    });
    before = mailsTo(email).length;
    await h.inject({
      method: 'PUT',
      url: '/bff/reminders/channel',
      headers: { cookie },
      payload: { scheduleId: 'S-PRIV', channel: 'email' },
    });
    await h.app.push.sweeper.sweep();
    const [mail] = mailsTo(email).slice(before);
    expect(mail?.parsed.subject).toMatch(
      /^應診提醒：你有一個中醫預約（\d+月\d+日（星期.）10:30）$/,
    );
    expect(mail?.parsed.subject).not.toMatch(/陳/);
    // The message itself, behind the mail app, says whom and where.
    expect(mail?.parsed.text).toContain('就診人：陳小明');
  });
});
