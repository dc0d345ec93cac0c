/**
 * The BFF's pino logger: secret headers and fields redacted, request URLs logged with secret query
 * values replaced. server.ts gives the embedded upstream the same options (named `upstream`), so
 * its lines on the shared stdout are redacted too.
 */
import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { REDACT_PATHS, redactUrl } from './lib/redact';

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      req(req: FastifyRequest) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(loggerOptions(level), destination);
}
