/**
 * A push service of our own on a loopback port, standing in for FCM or Mozilla's: it keeps every
 * message it receives, and the test's browser side (a P-256 key pair and auth secret made here)
 * checks what a browser and push service would: the VAPID `Authorization` (RFC 8292) verifies
 * with the portal's published key and names this service's origin, and the body decrypts
 * (RFC 8291, `aes128gcm`, RFC 8188 framing) to the JSON the service worker gets.
 */
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushReceived {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  origin: string;
  received: PushReceived[];
  /** Status to answer for a path (default 201 Created). */
  statusFor: Map<string, number>;
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: PushReceived[] = [];
  const statusFor = new Map<string, number>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statusFor.get(path) ?? 201;
      res.end();
      for (const w of waiters.filter((x) => received.length >= x.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    statusFor,
    waitFor(count, timeoutMs) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} push messages arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a subscription: its key pair and auth secret. */
export interface TestSubscriber {
  ecdh: ECDH;
  auth: Buffer;
  json(endpoint: string): {
    endpoint: string;
    expirationTime: null;
    keys: { p256dh: string; auth: string };
  };
}

export function testSubscriber(): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: (endpoint) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    }),
  };
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** Decrypts an `aes128gcm` Web Push body (a single record) for the subscriber. */
export function decryptPush(body: Buffer, sub: TestSubscriber): string {
  const salt = body.subarray(0, 16);
  const idLen = body[20]!;
  const serverKey = body.subarray(21, 21 + idLen);
  const ciphertext = body.subarray(21 + idLen);
  const shared = sub.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    sub.ecdh.getPublicKey(),
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(sub.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let end = padded.length;
  while (end > 0 && padded[end - 1] === 0) end--;
  if (padded[end - 1] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end - 1).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * The claims of a `vapid t=..., k=...` Authorization, after checking that `k` is the key given
 * and the JWT's ES256 signature verifies with it; throws otherwise.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): VapidClaims {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID Authorization: ${authorization}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  if (k !== publicKey) throw new Error('the Authorization names another key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error(`VAPID alg ${head.alg}`);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}
