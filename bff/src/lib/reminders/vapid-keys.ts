/**
 * The VAPID key pair the BFF signs push requests with (RFC 8292). Production sets it
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: every replica must sign with the same
 * key, since browsers bind a subscription to the public key they were given). Elsewhere a pair is
 * generated once and kept in DATA_DIR (`vapid.json`, readable by the owner only), so subscriptions
 * survive a restart of a development server.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { VapidSettings } from '../../config';

const VAPID_FILE = 'vapid.json';

function isKeys(v: unknown): v is { publicKey: string; privateKey: string } {
  const o = v as { publicKey?: unknown; privateKey?: unknown } | null;
  return typeof o?.publicKey === 'string' && typeof o.privateKey === 'string';
}

/** The configured keys, else those kept in `dataDir`, else a new pair written there. */
export function loadVapidKeys(
  configured: VapidSettings | undefined,
  dataDir: string,
  subject: string,
): VapidSettings {
  if (configured) return configured;
  const file = join(dataDir, VAPID_FILE);
  try {
    const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeys(kept)) return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  } catch {
    // Missing or unreadable: a new pair.
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}
