/**
 * @fastify/helmet for the HTML pages (registered in their scope only: JSON answers get their
 * two headers from the anti-forgery hook, so the proxy does not pay for helmet). Each response
 * gets its own CSP nonce; the page renderer puts it on every inline `<script>` it writes
 * (JSON-LD, initial data), and nothing else inline may run. Google Maps' hosts are allowed for
 * the map. HSTS only in production (over plain-HTTP development it would pin localhost to HTTPS).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

const NONCE = Symbol('bff.cspNonce');
type NonceCarrier = ServerResponse & { [NONCE]?: string };

const MAPS_SCRIPT = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const MAPS_IMAGES = [
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.ggpht.com',
  'https://*.googleusercontent.com',
];
const MAPS_CONNECT = [
  'https://maps.googleapis.com',
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
];

function nonceSource(_req: IncomingMessage, res: ServerResponse): string {
  return `'nonce-${(res as NonceCarrier)[NONCE] ?? ''}'`;
}

export function autoConfig(config: Pick<AppConfig, 'production'>): FastifyHelmetOptions {
  const directives: Record<string, Array<string | typeof nonceSource>> = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", nonceSource, ...MAPS_SCRIPT],
    'script-src-attr': ["'none'"],
    // Mantine and the map set inline styles at run time.
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'img-src': ["'self'", 'data:', 'blob:', ...MAPS_IMAGES],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
    'connect-src': ["'self'", ...MAPS_CONNECT],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'https://*.google.com'],
    'manifest-src': ["'self'"],
  };
  if (config.production) directives['upgrade-insecure-requests'] = [];
  return {
    global: true,
    enableCSPNonces: false,
    contentSecurityPolicy: { useDefaults: false, directives },
    hsts: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Map tiles and images come from other origins without CORP headers.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    // Before helmet's own hooks: the CSP header is built from this nonce.
    app.addHook('onRequest', (_request, reply, done) => {
      // randomUUID draws on Node's pre-generated entropy: 122 random bits, no extra syscall.
      const nonce = randomUUID();
      (reply.raw as NonceCarrier)[NONCE] = nonce;
      reply.cspNonce = { script: nonce, style: nonce };
      done();
    });
    await app.register(helmet, autoConfig(opts.config));
  },
  { name: 'html-security-headers' },
);
