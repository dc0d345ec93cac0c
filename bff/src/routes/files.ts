/**
 * `GET /files/*`: images and documents from the upstream, fetched anonymously so the browser
 * loads them from the BFF's own origin. Only known-safe types are served inline.
 */
import type { FastifyInstance } from 'fastify';
import { FORWARDED_FILE_HEADERS, parseFilesUrl } from '../lib/proxy-rules';

const INLINE_TYPES = /^(image\/(jpeg|png|webp|gif|avif|svg\+xml)|application\/pdf)(;|$)/i;
const SVG_TYPE = /^image\/svg\+xml/i;
/** An SVG opened directly (not through `<img>`) could run script on our origin: never let it. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const DEFAULT_CACHE = 'public, max-age=86400';

export default async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/files/*', async (request, reply) => {
    const target = parseFilesUrl(request.url);
    if (!target) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');

    const headers: Record<string, string> = {};
    for (const name of ['if-none-match', 'if-modified-since'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await app.upstream.request({
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      path: target.path,
      headers,
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
    if (res.statusCode === 200 && (typeof type !== 'string' || !INLINE_TYPES.test(type))) {
      reply.header('content-type', 'application/octet-stream');
      reply.header('content-disposition', 'attachment');
    }
    if (typeof type === 'string' && SVG_TYPE.test(type)) {
      reply.header('content-security-policy', SVG_CSP);
    }
    if (!res.headers['cache-control']) reply.header('cache-control', DEFAULT_CACHE);
    reply.header('x-content-type-options', 'nosniff');
    reply.code(res.statusCode);
    if (res.statusCode === 304 || request.method === 'HEAD') {
      res.body.resume();
      return reply.send();
    }
    return reply.send(res.body);
  });
}
