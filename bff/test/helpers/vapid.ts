/**
 * A fresh VAPID key pair as the BFF's settings want it (production refuses to start without one):
 * a P-256 key, the public one uncompressed, both base64url.
 */
import { createECDH } from 'node:crypto';

export function vapidEnv(subject = 'mailto:push@example.hk'): Record<string, string> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey('base64url'),
    VAPID_SUBJECT: subject,
  };
}
