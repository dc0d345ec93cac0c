/**
 * `GET /files/*`: images and documents from the upstream, so the browser loads them from the
 * BFF's own origin. Only images are served inline; every other file is an attachment, and every
 * file is sandboxed. Uploads may be private documents (a resume, sign-up documents, a payment
 * receipt): for them the BFF names the reader to the upstream (the session's token, or a doctor
 * applicant's proof of their phone), and the upstream serves the document to its owner alone,
 * `Cache-Control: private, no-store`.
 *
 * Streams are bounded: one client address may have `FILE_STREAMS_PER_ADDRESS` downloads open at
 * once (429 past it), they use the upstream client's own lane of connections for files, and a
 * reader that stops reading is cut off (`STREAM_STALL_MS`, `STREAM_TOTAL_MS`); a stalled reader's
 * connection is reset, so the kernel drops what it still held for it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { say } from '../lib/http/messages';
import { localeOfRequest } from '../lib/i18n/locale';
import { PROOF_CODE_KEY_HEADER, PROOF_PHONE_HEADER } from '@portal/shared';
import type { PhoneProof } from '../lib/identity/phone-proof';
import { FORWARDED_FILE_HEADERS, parseFilesUrl } from '../lib/proxy/rules';
import { isStalledReader } from '../lib/upstream/dispatch';

/** Images shown inline (in `<img>` tags); everything else is a download. */
const IMAGE_TYPES = /^image\/(jpeg|png|webp|gif|avif|svg\+xml)(;|$)/i;
/** Known document types kept as such (downloaded, never rendered on our origin). */
const DOCUMENT_TYPES = /^application\/pdf(;|$)/i;
/**
 * Sandboxed whatever it is: an SVG or a PDF opened directly (not through `<img>`) would otherwise
 * run in our origin.
 */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const DOWNLOAD_CSP = "default-src 'none'; sandbox";
const DEFAULT_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, no-store';
const UPLOADS = /^\/files\/uploads\//;

interface Reader {
  token: string | undefined;
  proof: PhoneProof | null;
}
const NOBODY: Reader = { token: undefined, proof: null };

export default async function filesRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  const perAddress = opts.config.fileStreamsPerAddress;
  /** Downloads open per client address (an address leaves the map with its last one). */
  const open = new Map<string, number>();

  /**
   * Who reads an upload: the session's token (an ended session is nobody: the session hook skips
   * static paths, so its revocation is checked here) and the applicant's phone proof.
   */
  async function readerOf(request: FastifyRequest): Promise<Reader> {
    const session = request.session;
    const live = session && (await app.sessionRevocations.state(session)) !== 'ended';
    return { token: live ? session.token : undefined, proof: app.phoneProof(request) };
  }

  app.get('/files/*', async (request, reply) => {
    const target = parseFilesUrl(request.url);
    if (!target) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');

    const headers: Record<string, string> = {};
    for (const name of ['if-none-match', 'if-modified-since'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const ip = request.addressKey;
    const held = open.get(ip) ?? 0;
    if (held >= perAddress) {
      // The connection goes too: an address past its streams keeps no idle sockets here.
      return reply
        .code(429)
        .header('retry-after', '1')
        .header('connection', 'close')
        .type('application/json; charset=utf-8')
        .send({ code: 429, msg: say('tooManyFiles', localeOfRequest(request)) });
    }
    open.set(ip, held + 1);
    // Freed when the response is over, whether sent whole, cut or abandoned by the browser.
    reply.raw.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
    const reader = UPLOADS.test(target.path) ? await readerOf(request) : NOBODY;
    if (reader.proof) {
      headers[PROOF_PHONE_HEADER] = reader.proof.phone;
      headers[PROOF_CODE_KEY_HEADER] = reader.proof.codeKey;
    }
    const res = await app.upstream.request({
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      path: target.path,
      headers,
      ...(reader.token ? { token: reader.token } : {}),
    });
    if (res.statusCode !== 200 && res.statusCode !== 304) {
      res.body.resume();
      const status = res.statusCode === 404 ? 404 : 502;
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(status === 404 ? 'Not Found' : 'Bad Gateway');
    }
    for (const name of FORWARDED_FILE_HEADERS) {
      const value = res.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    const type = res.headers['content-type'];
    if (typeof type === 'string' && IMAGE_TYPES.test(type)) {
      reply.header('content-security-policy', IMAGE_CSP);
    } else {
      if (res.statusCode === 200) {
        if (typeof type !== 'string' || !DOCUMENT_TYPES.test(type)) {
          reply.header('content-type', 'application/octet-stream');
        }
        reply.header('content-disposition', 'attachment');
      }
      reply.header('content-security-policy', DOWNLOAD_CSP);
    }
    if (!res.headers['cache-control']) {
      // An upload the upstream did not say is public may be someone's private document.
      reply.header('cache-control', UPLOADS.test(target.path) ? PRIVATE_CACHE : DEFAULT_CACHE);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.code(res.statusCode);
    if (res.statusCode === 304 || request.method === 'HEAD') {
      res.body.resume();
      return reply.send();
    }
    // A reader cut for not reading is reset, not closed: what is queued for it in the kernel
    // (megabytes of a large file) is freed at once instead of waiting behind a FIN it never reads.
    res.body.once('error', (err) => {
      if (isStalledReader(err)) reply.raw.socket?.resetAndDestroy();
    });
    return reply.send(res.body);
  });
}
