/**
 * The VAPID key pair the BFF signs push requests with (RFC 8292). Every replica must sign with the
 * same pair, kept for good, since browsers bind a subscription to the public key they were given.
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY win when set; otherwise the portal makes a pair once and
 * keeps it in its own store (the SQLite file in DATA_DIR, or PostgreSQL, which replicas share),
 * where the first replica's pair is the one all use. A pair an older version kept in DATA_DIR
 * (`vapid.json`) is the one offered first, so the subscriptions made with it stay valid.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { VapidSettings } from '../../config';
import type { PortalKeys } from '../../store/portal-keys';

const KEY_NAME = 'vapid';
const OLD_VAPID_FILE = 'vapid.json';

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

function isKeys(v: unknown): v is KeyPair {
  const o = v as { publicKey?: unknown; privateKey?: unknown } | null;
  return typeof o?.publicKey === 'string' && typeof o.privateKey === 'string';
}

function oldFilePair(dataDir: string): KeyPair | undefined {
  try {
    const kept: unknown = JSON.parse(readFileSync(join(dataDir, OLD_VAPID_FILE), 'utf8'));
    return isKeys(kept) ? { publicKey: kept.publicKey, privateKey: kept.privateKey } : undefined;
  } catch {
    return undefined;
  }
}

/** The configured keys, else the pair kept in the store (made and kept there the first time). */
export async function loadVapidKeys(
  configured: VapidSettings | undefined,
  store: PortalKeys,
  opts: { dataDir: string; subject: string; log: { info(msg: string): void } },
): Promise<VapidSettings> {
  if (configured) return configured;
  const { value, made } = await store.keepFirst(KEY_NAME, () => {
    const pair = oldFilePair(opts.dataDir) ?? webpush.generateVAPIDKeys();
    return JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey });
  });
  const kept: unknown = JSON.parse(value);
  if (!isKeys(kept)) throw new Error('the Web Push key pair kept in the portal store is damaged');
  if (made) {
    opts.log.info(
      'made a Web Push (VAPID) key pair and kept it in the portal store: every replica on this store uses it',
    );
  }
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: opts.subject };
}
