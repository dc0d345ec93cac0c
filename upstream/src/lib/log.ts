import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets (passwords, tokens, codes) in the upstream's URLs. */
const SECRET_PARAMS = /^(newpwd|oldpwd|password|token|numcode|codekey)$/i;

/** The URL with secret query values replaced, safe to log. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

function safeReq(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}

/** Logger options with a request serializer that keeps secrets out of the log. */
export function withSafeSerializers(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: [...(Array.isArray(base.redact) ? base.redact : []), 'req.headers.token'],
    serializers: { ...base.serializers, req: safeReq as never },
  };
}
