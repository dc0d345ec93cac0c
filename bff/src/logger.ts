/**
 * The BFF's pino logger: secret headers and fields redacted, request URLs logged with secret query
 * values replaced. server.ts gives the embedded upstream the same options (named `upstream`), so
 * its lines on the shared stdout are redacted too.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
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

/**
 * One log line per request, written when the answer is finished: method, URL (secret query values
 * replaced), client address, status and time. Fastify's default is two lines (`incoming request`
 * and `request completed`), each through the `req`/`res` serializers; this one is flat, so no
 * serializer runs, and nothing is built when `info` is off. Errors, stream faults and the other
 * lines of Fastify's controller are kept as they are.
 */
export class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const log = reply.log as Logger;
    if (error) {
      log.error(
        {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          statusCode: reply.statusCode,
          responseTime: reply.elapsedTime,
          err: error,
        },
        'request errored',
      );
      return;
    }
    if (!log.isLevelEnabled('info')) return;
    log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request',
    );
  }
}
