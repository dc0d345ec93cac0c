/**
 * Helmet headers for the HTML pages (registered in their scope only: JSON answers get their two
 * headers from the anti-forgery hook, so the proxy does not pay for them), computed once at
 * startup by @fastify/helmet. Each response gets its own CSP nonce; the page renderer puts it on
 * every inline `<script>` it writes (JSON-LD, initial data); the two scripts every page's head
 * starts with (flexible layout, early input) are allowed by their hashes, and nothing else inline
 * may run.
 * Google Maps' hosts are allowed for the map, and only when GOOGLE_MAPS_API_KEY is set (without
 * it no map loads, and maps.googleapis.com serves JSONP anyone could run as script). HSTS only in
 * production (over plain-HTTP development it would pin localhost to HTTPS). `Permissions-Policy`
 * turns off every powerful feature the portal does not use; geolocation stays for this origin
 * (按距離排序 asks for the reader's position).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomUUID } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { EARLY_INPUT_SCRIPT, FLEXIBLE_LAYOUT_SCRIPT } from '@portal/shared';
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

/**
 * The head's two scripts (flexible layout, early input) are the same text on every page, so they
 * are allowed by their hashes rather than the response's nonce.
 */
const HEAD_SCRIPT_HASHES = [FLEXIBLE_LAYOUT_SCRIPT, EARLY_INPUT_SCRIPT].map(
  (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
);

function nonceSource(_req: IncomingMessage, res: ServerResponse): string {
  return `'nonce-${(res as NonceCarrier)[NONCE] ?? ''}'`;
}

/** Features no page of the portal uses: none may be used, by the page or anything it frames. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

function autoConfig(
  config: Pick<AppConfig, 'production' | 'googleMapsApiKey'>,
): FastifyHelmetOptions {
  const maps = config.googleMapsApiKey !== '';
  const directives: Record<string, Array<string | typeof nonceSource>> = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", nonceSource, ...HEAD_SCRIPT_HASHES, ...(maps ? MAPS_SCRIPT : [])],
    'script-src-attr': ["'none'"],
    // Mantine and the map set inline styles at run time.
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'img-src': ["'self'", 'data:', 'blob:', ...(maps ? MAPS_IMAGES : [])],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
    'connect-src': ["'self'", ...(maps ? MAPS_CONNECT : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': maps ? ["'self'", 'https://*.google.com'] : ["'self'"],
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

/** Stands in for the nonce while the headers are computed once (UUID characters only). */
const NONCE_SLOT = `nonce-slot-${randomUUID()}`;

/** Headers every HTML response carries, in helmet's order; the CSP split where the nonce goes. */
interface PrecomputedHeaders {
  names: string[];
  values: string[];
  /** Index of the CSP in `names` (-1: none), and its text before and after the nonce. */
  cspIndex: number;
  cspBefore: string;
  cspAfter: string;
}

/**
 * Runs @fastify/helmet once, in a throwaway Fastify instance, with a placeholder nonce, and keeps
 * the headers it set. Per response the same values are written and only the nonce is spliced into
 * the CSP: helmet itself rebuilds its middleware (parsing every directive) on each request, tens
 * of microseconds per page. Same library, same options, so the headers are byte for byte those
 * helmet would send.
 */
async function precomputeHeaders(options: FastifyHelmetOptions): Promise<PrecomputedHeaders> {
  const probe = Fastify({ logger: false });
  probe.addHook('onRequest', (_request, reply, done) => {
    (reply.raw as NonceCarrier)[NONCE] = NONCE_SLOT;
    done();
  });
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => {
    // Only what helmet set on the raw response (Fastify's own headers are added later).
    reply.send(JSON.stringify(reply.raw.getHeaders()));
  });
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers = JSON.parse(res.body) as Record<string, string | string[]>;
  const out: PrecomputedHeaders = {
    names: [],
    values: [],
    cspIndex: -1,
    cspBefore: '',
    cspAfter: '',
  };
  for (const [name, value] of Object.entries(headers)) {
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    if (name === 'content-security-policy') {
      const at = text.indexOf(NONCE_SLOT);
      if (at < 0) throw new Error('helmet CSP without the nonce slot');
      out.cspIndex = out.names.length;
      out.cspBefore = text.slice(0, at);
      out.cspAfter = text.slice(at + NONCE_SLOT.length);
    }
    out.names.push(name);
    out.values.push(text);
  }
  out.names.push('permissions-policy');
  out.values.push(PERMISSIONS_POLICY);
  return out;
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { names, values, cspIndex, cspBefore, cspAfter } = await precomputeHeaders(
      autoConfig(opts.config),
    );
    // The reply's nonce (typed by @fastify/helmet), set for every response in this scope.
    if (!app.hasReplyDecorator('cspNonce')) {
      app.decorateReply('cspNonce', null as unknown as { script: string; style: string });
    }
    app.addHook('onRequest', (_request, reply, done) => {
      // randomUUID draws on Node's pre-generated entropy: 122 random bits, no extra syscall.
      const nonce = randomUUID();
      reply.cspNonce = { script: nonce, style: nonce };
      const raw = reply.raw;
      for (let i = 0; i < names.length; i++) {
        raw.setHeader(names[i]!, i === cspIndex ? cspBefore + nonce + cspAfter : values[i]!);
      }
      done();
    });
  },
  { name: 'html-security-headers' },
);
