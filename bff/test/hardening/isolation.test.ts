/**
 * Every shared resource has its own bound: readers that stop reading a large file hold only the
 * file lane's connections (API calls keep theirs), and are cut off by the stall deadline; a client
 * address may hold only so many downloads; waiting for an upstream connection has its own timeout
 * with a clear `{code,msg}` answer, while sign-out, login and booking calls wait at the head of the
 * line; a stream past its total deadline, and an upload that stops moving, are ended. A stalled
 * reader's connection is reset, so the kernel drops what it still held for it. Deadlines are
 * short here so the file runs in seconds.
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { build, type Harness } from '../helpers/build';

/** Larger than every socket buffer between the reader and the upstream on loopback. */
const BIG = Buffer.alloc(48 * 1024 * 1024, 7);
const BIG_FILE = '/files/seed/brochure.jpg';

/** Polls a real condition (never a fixed sleep) until it holds, or fails after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - started;
}

function connections(h: Harness): Promise<number> {
  return new Promise((resolve, reject) =>
    h.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
  );
}

/** A GET whose answer is never read: the socket stops reading once its buffer is full. */
function stalledReader(port: number, target: string): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  socket.pause();
  return socket;
}

async function listen(h: Harness): Promise<number> {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  return (h.app.server.address() as AddressInfo).port;
}

describe('stalled readers of a large file', () => {
  let h: Harness;
  let port: number;
  const readers: Socket[] = [];
  beforeAll(async () => {
    h = await build({
      upstreamConnections: 8,
      upstreamFileConnections: 4,
      upstreamQueueTimeoutMs: 400,
      streamStallMs: 1000,
      fileStreamsPerAddress: 1000,
    });
    port = await listen(h);
  });
  afterAll(async () => {
    for (const s of readers) s.destroy();
    await h.close();
  });

  it('hold only the file lane: API reads and logins answer at once, and the streams are cut', async () => {
    h.stub.routes.set(BIG_FILE, () => ({ text: BIG, headers: { 'content-type': 'image/jpeg' } }));
    for (let i = 0; i < 20; i += 1) readers.push(stalledReader(port, BIG_FILE));
    // Every file connection is taken by a reader that reads nothing.
    await until(() => h.app.upstream.laneState('files').inUse === 4, 5000);

    const timings: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const started = performance.now();
      const read = await h.inject({ method: 'GET', url: `${calls.getNewsCategory.path}?i=${i}` });
      timings.push(performance.now() - started);
      expect(read.statusCode).toBe(200);
    }
    const started = performance.now();
    const cookie = await h.login('tok-isolation-secret');
    timings.push(performance.now() - started);
    expect(cookie).toMatch(/=/);
    expect(Math.max(...timings)).toBeLessThan(2000);

    // The readers past the lane's four waited at most the queue timeout and were told why; the
    // four streams stop moving, and the stall deadline ends them: no connection is left held.
    const cut = await until(
      async () => h.app.upstream.laneState('files').inUse === 0 && (await connections(h)) === 0,
      10_000,
    );
    expect(cut).toBeLessThan(10_000);

    // The four streams were reset (the kernel dropped what it held for them): reading again, a
    // reader finds its connection reset; the readers told to come back later read their answer.
    const outcomes = await Promise.all(
      readers.map(
        (socket) =>
          new Promise<string>((resolve) => {
            socket.removeAllListeners('error');
            socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
            socket.on('end', () => resolve('end'));
            socket.on('data', () => undefined);
            socket.resume();
          }),
      ),
    );
    expect(outcomes.filter((o) => o === 'ECONNRESET')).toHaveLength(4);
    expect(outcomes.filter((o) => o === 'end')).toHaveLength(16);
  });
});

describe('a download past its total deadline', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await build({ streamTotalMs: 800, streamStallMs: 30_000 });
    port = await listen(h);
  });
  afterAll(() => h.close());

  it('is ended even while its reader keeps reading, slowly', async () => {
    h.stub.routes.set(BIG_FILE, () => ({ text: BIG, headers: { 'content-type': 'image/jpeg' } }));
    const socket = connect(port, '127.0.0.1');
    let bytes = 0;
    socket.on('error', () => undefined);
    // Reads a little every 20 ms: never stalled, but 48 MB this way takes far longer than 800 ms.
    socket.on('data', (c: Buffer) => {
      bytes += c.length;
      socket.pause();
      setTimeout(() => socket.resume(), 20);
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(`GET ${BIG_FILE} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(bytes).toBeLessThan(BIG.length);
    await until(() => h.app.upstream.laneState('files').inUse === 0, 5000);
  });
});

describe('downloads per client address', () => {
  let h: Harness;
  let port: number;
  const readers: Socket[] = [];
  beforeAll(async () => {
    h = await build({ fileStreamsPerAddress: 3, streamStallMs: 30_000 });
    port = await listen(h);
  });
  afterEach(() => {
    for (const s of readers.splice(0)) s.destroy();
  });
  afterAll(() => h.close());

  it('an address with its downloads open gets 429 and Retry-After; others are served', async () => {
    h.stub.routes.set(BIG_FILE, () => ({ text: BIG, headers: { 'content-type': 'image/jpeg' } }));
    for (let i = 0; i < 3; i += 1) readers.push(stalledReader(port, BIG_FILE));
    await until(() => h.app.upstream.laneState('files').inUse === 3, 5000);
    const refused = await h.inject({ method: 'GET', url: BIG_FILE });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ code: 429, msg: expect.any(String) });
    const other = await h.inject({
      method: 'GET',
      url: BIG_FILE,
      remoteAddress: '127.0.0.9',
    });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.length).toBe(BIG.length);
    // A reader that goes away gives its place back.
    readers.pop()!.destroy();
    await until(() => h.app.upstream.laneState('files').inUse === 2, 5000);
    const again = await h.inject({ method: 'GET', url: BIG_FILE });
    expect(again.statusCode).toBe(200);
  });

  it('closes the connection of a refused download, whatever keep-alive asked', async () => {
    h.stub.routes.set(BIG_FILE, () => ({ text: BIG, headers: { 'content-type': 'image/jpeg' } }));
    for (let i = 0; i < 3; i += 1) readers.push(stalledReader(port, BIG_FILE));
    await until(() => h.app.upstream.laneState('files').inUse === 3, 5000);
    const socket = connect(port, '127.0.0.1');
    readers.push(socket);
    let text = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(`GET ${BIG_FILE} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    // The server ends the connection itself once it has answered (keep-alive would hold it).
    await closed;
    expect(text).toMatch(/^HTTP\/1\.1 429 /);
    expect(text.toLowerCase()).toContain('\r\nconnection: close\r\n');
  });
});

describe('waiting for an upstream connection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await build({
      upstreamConnections: 2,
      upstreamQueueTimeoutMs: 300,
      upstreamTimeoutMs: 5000,
    });
  });
  afterAll(() => h.close());

  it('gives up after its own timeout with 503 {code,msg}; a login waits its turn and is served', async () => {
    const slow = calls.getWebNewsList.path;
    h.stub.routes.set(slow, () => ({
      delayMs: 1200,
      then: { json: { code: 200, msg: 'ok', data: { list: [], total: 0 } } },
    }));
    const held = [1, 2].map((i) => h.inject({ method: 'GET', url: `${slow}?pageNo=${i}` }));
    await until(() => h.app.upstream.laneState('api').inUse === 2, 5000);

    const started = performance.now();
    const refused = await h.inject({ method: 'GET', url: calls.getNewsCategory.path });
    const waited = performance.now() - started;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ code: 503, msg: '系統繁忙，請稍後再試' });
    expect(waited).toBeLessThan(1000);
    // The BFF's own bound is not the upstream's fault.
    expect(h.app.breaker.current).toBe('closed');

    // A login never gives up for the wait: it takes the next free connection.
    const login = h.login('tok-waits-its-turn-secret');
    const other = h.inject({ method: 'GET', url: calls.getNewsCategory.path });
    await expect(login).resolves.toMatch(/=/);
    expect((await other).statusCode).toBe(503);
    for (const r of await Promise.all(held)) expect(r.statusCode).toBe(200);
  });
});

describe('the head of the line for an upstream connection', () => {
  let h: Harness;
  beforeAll(async () => {
    // Waits long enough that an ordinary read stays in line: the order is what is tested.
    h = await build({
      upstreamConnections: 2,
      upstreamQueueTimeoutMs: 5000,
      upstreamTimeoutMs: 10_000,
    });
  });
  afterAll(() => h.close());

  const SLOW = calls.getWebNewsList.path;
  const ORDINARY = calls.getNewsCategory.path;
  /** Five days ahead in Hong Kong, a day a booking may be made for. */
  const day = new Date(Date.now() + 8 * 3600_000 + 5 * 86_400_000).toISOString().slice(0, 10);

  /**
   * With both connections taken by slow reads and an ordinary read already waiting, the urgent
   * call (sent by `urgent`, to the upstream `path`) still takes the first connection that frees.
   */
  async function jumpsTheLine(
    path: string,
    urgent: (cookie: string) => Promise<{ statusCode: number }>,
  ): Promise<void> {
    h.stub.reset();
    const cookie = await h.login();
    h.stub.routes.set(SLOW, () => ({
      delayMs: 600,
      then: { json: { code: 200, msg: 'ok', data: { list: [], total: 0 } } },
    }));
    const held = [1, 2].map((i) => h.inject({ method: 'GET', url: `${SLOW}?pageNo=${i}` }));
    await until(() => h.app.upstream.laneState('api').inUse === 2, 5000);
    const ordinary = h.inject({ method: 'GET', url: ORDINARY });
    await until(() => h.app.upstream.laneState('api').queued === 1, 5000);
    const jumped = urgent(cookie);
    await until(() => h.app.upstream.laneState('api').queued === 2, 5000);

    expect((await jumped).statusCode).toBe(200);
    expect((await ordinary).statusCode).toBe(200);
    for (const r of await Promise.all(held)) expect(r.statusCode).toBe(200);
    const order = h.stub.received.map((r) => r.url.split('?')[0]);
    const urgentAt = order.indexOf(path);
    expect(urgentAt, order.join(' ')).toBeGreaterThanOrEqual(0);
    expect(urgentAt, order.join(' ')).toBeLessThan(order.indexOf(ORDINARY));
  }

  it('is where a sign-out waits', async () => {
    await jumpsTheLine(calls.signOut.path, (cookie) =>
      h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } }),
    );
  });

  it('is where a booking waits', async () => {
    await jumpsTheLine(calls.saveSchedule.path, (cookie) => {
      h.stub.routes.set(calls.saveSchedule.path, () => ({
        json: { code: 200, msg: 'ok', data: { scheduleid: 'S1' } },
      }));
      return h.inject({
        method: 'POST',
        url: `${calls.saveSchedule.path}?doctorId=D1&scheduleDate=${day}%2010:30&sourceType=F`,
        headers: { cookie },
      });
    });
  });

  it('is where a login waits', async () => {
    await jumpsTheLine(calls.login.path, () => {
      h.stub.routes.set(calls.login.path, () => ({
        json: {
          code: 200,
          msg: 'ok',
          token: 'tok-head-of-line-secret',
          data: { clientid: 'CL0001' },
        },
      }));
      return h.inject({
        method: 'POST',
        url: calls.login.path,
        payload: { phone: '91234567', password: 'Demo1234' },
      });
    });
  });

  it('is not where an ordinary read waits (the check can fail)', async () => {
    await expect(
      jumpsTheLine(calls.getEmploymentType.path, () =>
        h.inject({ method: 'GET', url: calls.getEmploymentType.path }),
      ),
    ).rejects.toThrow(/less than/);
  });

  it('keeps a sign-out and a booking waiting past the ordinary wait, until a connection frees', async () => {
    const short = await build({
      upstreamConnections: 1,
      upstreamQueueTimeoutMs: 200,
      upstreamTimeoutMs: 5000,
    });
    try {
      const booker = await short.login();
      const leaver = await short.login();
      short.stub.routes.set(SLOW, () => ({
        delayMs: 800,
        then: { json: { code: 200, msg: 'ok', data: { list: [], total: 0 } } },
      }));
      short.stub.routes.set(calls.saveSchedule.path, () => ({
        json: { code: 200, msg: 'ok', data: { scheduleid: 'S2' } },
      }));
      const held = short.inject({ method: 'GET', url: `${SLOW}?pageNo=1` });
      await until(() => short.app.upstream.laneState('api').inUse === 1, 5000);
      const booking = short.inject({
        method: 'POST',
        url: `${calls.saveSchedule.path}?doctorId=D1&scheduleDate=${day}%2011:00&sourceType=F`,
        headers: { cookie: booker },
      });
      const out = short.inject({
        method: 'POST',
        url: calls.signOut.path,
        headers: { cookie: leaver },
      });
      const refused = await short.inject({ method: 'GET', url: ORDINARY });
      expect(refused.statusCode).toBe(503);
      expect((await booking).statusCode).toBe(200);
      expect((await out).statusCode).toBe(200);
      expect((await held).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('an upload that stops moving', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await build({ streamStallMs: 500 });
    port = await listen(h);
  });
  afterAll(() => h.close());

  it('is ended with 408 {code,msg} and its upstream connection freed', async () => {
    const cookie = await h.login('tok-stalled-upload-secret');
    const boundary = '----stalled';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      [
        `POST ${calls.uploadImage.path}?imgCategory=ask HTTP/1.1`,
        'Host: 127.0.0.1',
        `Cookie: ${cookie}`,
        'x-csrf: 1',
        `Origin: ${h.config.siteUrl}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Content-Length: 100000',
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(head);
    // Then nothing more: the rest of the 100,000 bytes never comes.
    await until(() => Buffer.concat(chunks).includes('\r\n\r\n'), 5000);
    const answer = Buffer.concat(chunks).toString('utf8');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"code":408');
    await closed;
    await until(() => h.app.upstream.laneState('files').inUse === 0, 5000);
  });
});
