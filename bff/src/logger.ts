/**
 * The BFF's pino logger: secret headers and fields redacted, request URLs logged with secret query
 * values replaced. server.ts hands a child of it (named `upstream`) to the embedded upstream.
 */
import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { REDACT_PATHS, redactUrl } from './lib/redact';

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
      serializers: {
        req(req: FastifyRequest) {
          return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
        },
      },
    },
    destination,
  );
}
