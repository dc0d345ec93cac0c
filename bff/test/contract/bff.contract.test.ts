/**
 * The BFF's promises to the browser, checked over HTTP with supertest against any BFF: this
 * workspace's in-process (default) or a running portal (`BFF_URL=... pnpm test:contract`). Only the
 * demo account, read-only calls, and one booking that the suite cancels again.
 *
 * Promises: 211 for a session call without a session, never a token or the session cookie in a
 * body, the cookie's flags, the anti-forgery checks, the `{code,msg}` envelope for every error,
 * head tags and JSON-LD in served HTML, cache headers, health and readiness.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, DOCTOR_ID, startTarget, type Target } from './target';
import { calls, insideChangeCutoff } from '@portal/shared';

const NOT_LOGGED_IN = { code: 211, msg: '未登錄，請先登錄' };
const MY_BOOKINGS = calls.getScheduleListByClientId.path;
const NEWS_LIST = calls.getWebNewsList.path;

let target: Target;
let spa: Record<string, string>;
/** Every response body and header block seen, for the leak checks at the end. */
const seen: string[] = [];
let sessionCookie = '';

type Res = request.Response;

function keep(res: Res): Res {
  seen.push(res.text ?? '', JSON.stringify(res.headers));
  return res;
}

function get(path: string, headers: Record<string, string> = spa): Promise<Res> {
  return request(target.url).get(path).set(headers).then(keep);
}

function post(path: string, body?: object, headers: Record<string, string> = spa): Promise<Res> {
  const req = request(target.url).post(path).set(headers);
  return (body === undefined ? req : req.send(body)).then(keep);
}

function cookiesOf(res: Res): string[] {
  const value = res.headers['set-cookie'] as string | string[] | undefined;
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function sessionCookieFrom(res: Res): string | undefined {
  return cookiesOf(res).find((c) => /^(?:__Host-)?portal_session=/.test(c));
}

function withSession(): Record<string, string> {
  return { ...spa, cookie: sessionCookie };
}

function expectEnvelope(res: Res, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toEqual({ code: expect.any(Number), msg: expect.any(String) });
  expect(res.body.msg.length).toBeGreaterThan(0);
}

/** The head of a served HTML page, and its JSON-LD blocks parsed. */
function headOf(html: string): { head: string; jsonLd: unknown[] } {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] as string) as unknown);
  return { head, jsonLd };
}

/** Every page address (`url`, `@id`, `item`) inside a JSON-LD value. */
function linksIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) linksIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && ['url', '@id', 'item'].includes(k)) out.push(v);
      else linksIn(v, out);
    }
  }
  return out;
}

beforeAll(async () => {
  target = await startTarget();
  spa = { 'x-csrf': '1', origin: target.origin };
});

afterAll(async () => {
  await target?.close();
});

describe('health and readiness', () => {
  it('GET /healthz answers 200 in the envelope, never cached', async () => {
    const res = await get('/healthz', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 200 while the upstream answers, never cached', async () => {
    const res = await get('/readyz', {});
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('anti-forgery', () => {
  it('refuses an /api call without the x-csrf header, in the envelope', async () => {
    const res = await get(`${NEWS_LIST}?pageNo=1&pageSize=1`, {});
    expectEnvelope(res, 403);
  });

  it('refuses a login from another origin and sets no cookie', async () => {
    const res = await post(calls.login.path, ACCOUNT, { ...spa, origin: 'https://evil.example' });
    expectEnvelope(res, 403);
    expect(sessionCookieFrom(res)).toBeUndefined();
  });

  it('refuses a form-encoded login (only JSON) with 415', async () => {
    const res = await request(target.url)
      .post(calls.login.path)
      .set(spa)
      .type('form')
      .send(ACCOUNT)
      .then(keep);
    expectEnvelope(res, 415);
  });
});

describe('the error envelope', () => {
  it('answers an unknown /api call with 404 in the envelope', async () => {
    expectEnvelope(await get('/api/no/such-call'), 404);
  });

  it('answers an unknown /bff path with 404 in the envelope', async () => {
    expectEnvelope(await get('/bff/no-such-thing'), 404);
  });

  it('answers a malformed JSON body with 400 in the envelope', async () => {
    const res = await request(target.url)
      .post(calls.login.path)
      .set(spa)
      .set('content-type', 'application/json')
      .send('{"phone": ')
      .then(keep);
    expectEnvelope(res, 400);
  });
});

describe('without a session', () => {
  it('/bff/session says nobody is logged in, never cached', async () => {
    const res = await get('/bff/session');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ loggedIn: false, userInfo: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a session call with 211 itself', async () => {
    const res = await get(`${MY_BOOKINGS}?pageNo=1&pageSize=5`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(NOT_LOGGED_IN);
  });

  it('answers 211 even when the browser sends a token header of its own', async () => {
    const res = await get(`${MY_BOOKINGS}?pageNo=1&pageSize=5`, { ...spa, token: 'forged-token' });
    expect(res.body).toEqual(NOT_LOGGED_IN);
  });

  it('serves a public call with its data in the envelope, revalidated by ETag', async () => {
    const res = await get(`${NEWS_LIST}?pageNo=1&pageSize=2`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('/bff/config gives the run-time settings, revalidated on each load', async () => {
    const res = await get('/bff/config');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(
      expect.arrayContaining(['googleMapsApiKey', 'siteUrl', 'mobileSiteUrl']),
    );
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('a session', () => {
  it('logs in with the demo account: no token in the body, an httpOnly cookie', async () => {
    const res = await post(calls.login.path, ACCOUNT);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body).not.toHaveProperty('token');
    expect(JSON.stringify(res.body)).not.toMatch(/"token"/i);
    const cookie = sessionCookieFrom(res);
    expect(cookie).toBeDefined();
    sessionCookie = (cookie as string).split(';')[0] as string;
    const flags = (cookie as string).toLowerCase();
    expect(flags).toContain('httponly');
    expect(flags).toContain('path=/');
    expect(flags).toMatch(/samesite=(lax|strict)/);
    // Over https the cookie is Secure (and __Host- prefixed in production).
    if (target.url.startsWith('https:')) {
      expect(flags).toContain('secure');
      expect(sessionCookie.startsWith('__Host-')).toBe(true);
    }
  });

  it('/bff/session names the user, without the token', async () => {
    const res = await get('/bff/session', withSession());
    expect(res.body.loggedIn).toBe(true);
    expect(res.body.userInfo).toMatchObject({ phone: ACCOUNT.phone });
    expect(JSON.stringify(res.body)).not.toMatch(/"token"/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("a session call answers the user's own data, never cached", async () => {
    const res = await get(`${MY_BOOKINGS}?pageNo=1&pageSize=5`, withSession());
    expect(res.body.code).toBe(200);
    expect(Array.isArray(res.body.data.list)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('books a free section and cancels it again', async () => {
    const days = await get(
      `${calls.getDoctorWeekWorkDate.path}?doctorId=${DOCTOR_ID}`,
      withSession(),
    );
    expect(days.body.code).toBe(200);
    let booked: { scheduleid: string; date: string; time: string } | undefined;
    for (const day of (days.body.data as { date: string; available?: boolean }[]).filter(
      (d) => d.available !== false,
    )) {
      const sections = await get(
        `${calls.getDoctorWorkTimeSection.path}?doctorId=${DOCTOR_ID}&workDate=${day.date}`,
        withSession(),
      );
      // A section outside the cancellation cutoff, so the booking can be cancelled online at once.
      const free = (sections.body.data as { starttime: string; available?: boolean }[]).find(
        (s) =>
          s.available === true &&
          !insideChangeCutoff(Date.parse(`${day.date}T${s.starttime}:00+08:00`), Date.now()),
      );
      if (!free) continue;
      const params = new URLSearchParams({
        doctorId: DOCTOR_ID,
        scheduleDate: `${day.date} ${free.starttime}`,
        sourceType: 'F',
        note: 'contract suite: cancelled at once',
      });
      const save = await post(`${calls.saveSchedule.path}?${params}`, undefined, withSession());
      expect(save.body.code, save.text).toBe(200);
      booked = { scheduleid: save.body.data.scheduleid, date: day.date, time: free.starttime };
      break;
    }
    expect(booked, 'no free section to book').toBeDefined();
    const { scheduleid } = booked as { scheduleid: string };
    try {
      const mine = await get(`${MY_BOOKINGS}?pageNo=1&pageSize=100`, withSession());
      const ids = (mine.body.data.list as { scheduleid: string }[]).map((b) => b.scheduleid);
      expect(ids).toContain(scheduleid);
    } finally {
      const cancel = await post(
        `${calls.deleteSchedule.path}?scheduleID=${encodeURIComponent(scheduleid)}`,
        undefined,
        withSession(),
      );
      expect(cancel.body.code, cancel.text).toBe(200);
    }
  });

  it('signs out: the cookie is cleared whatever the upstream says', async () => {
    const res = await post(calls.signOut.path, {}, withSession());
    expect(res.status).toBe(200);
    const cleared = sessionCookieFrom(res);
    expect(cleared).toBeDefined();
    expect(cleared?.toLowerCase()).toMatch(/max-age=0|expires=thu, 01 jan 1970/);
  });

  it('never put the session cookie or a token field in any body', () => {
    const value = sessionCookie.split('=')[1] as string;
    expect(value.length).toBeGreaterThan(20);
    const bodies = seen.filter((_t, i) => i % 2 === 0);
    for (const body of bodies) {
      expect(body).not.toContain(value);
      expect(body).not.toMatch(/"token"\s*:/i);
    }
  });
});

describe('served HTML', () => {
  it('the home page has its title, description and absolute canonical in the head', async () => {
    const res = await get('/', {});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const { head } = headOf(res.text);
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]+"/);
    expect(head).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
  });

  it('a doctor page describes the Physician and its breadcrumbs in JSON-LD, with absolute URLs', async () => {
    const res = await get(`/doctor/${DOCTOR_ID}`, {});
    expect(res.status).toBe(200);
    const { head, jsonLd } = headOf(res.text);
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    const types = jsonLd.map((block) => (block as { '@type'?: string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Physician', 'BreadcrumbList']));
    const links = linksIn(jsonLd);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https?:\/\//);
  });

  it('pages are revalidated (no-cache) and hashed assets are immutable', async () => {
    const res = await get('/', {});
    expect(res.headers['cache-control']).toBe('no-cache');
    // Named in a tag or in the inline loader: either way a content-hashed file under /assets.
    const asset = /(\/assets\/[\w.-]+\.(?:js|css))\b/.exec(res.text)?.[1];
    expect(asset).toBeDefined();
    const script = await get(asset as string, {});
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("an unknown page is a 404 with the SPA's not-found page", async () => {
    const res = await get('/no/such/page-anywhere', {});
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
  });

  it('a /user page is the shell only, never stored', async () => {
    const res = await get('/user/userInfo', {});
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain(ACCOUNT.phone);
  });
});
