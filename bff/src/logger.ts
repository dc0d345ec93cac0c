/**
 * The BFF's pino logger: secret headers and fields redacted, request URLs logged with secret query
 * values replaced. server.ts gives the embedded upstream the same options (named `upstream`), so
 * its lines on the shared stdout are redacted too. Lines are JSON, one per line, except on a
 * developer's terminal, where pino-pretty (a development dependency, absent from the production
 * image) prints them readably.
 */
import { createRequire } from 'node:module';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { REDACT_PATHS, redactUrl } from './lib/observability/redact';

/**
 * Readable lines only for a person watching a terminal outside production; a container, a pipe or
 * a log collector always gets JSON.
 */
export function wantsPrettyLogs(nodeEnv: string, isTTY = process.stdout.isTTY === true): boolean {
  return nodeEnv !== 'production' && isTTY && prettyTarget() !== undefined;
}

/**
 * pino-pretty's path, resolved from here (pino loads a transport in a worker thread by path, and
 * the embedded upstream's Fastify, which builds its own pino from these options, could not
 * resolve the package by name); undefined where it is not installed.
 */
function prettyTarget(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
}

export function loggerOptions(level: string, pretty = false): LoggerOptions {
  const target = pretty ? prettyTarget() : undefined;
  return {
    level,
    ...(target && {
      transport: {
        target,
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    }),
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      req(req: FastifyRequest) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}

/**
 * Lines are written in batches of about 4 KB, and at least every 100 ms: one write to stdout per
 * line was the largest single cost of a proxied request after the two sockets' own. Writes stay
 * synchronous (on the main thread, like the embedded upstream's lines on the same stdout, so the
 * two never interleave inside a line); what is still buffered is written when the process exits.
 * A process killed outright loses at most the last 100 ms of lines.
 */
const BATCH_BYTES = 4096;
const BATCH_FLUSH_MS = 100;

type Batched = ReturnType<typeof pino.destination>;
const batched = new Set<WeakRef<Batched>>();

function batchedStdout(): Batched {
  const destination = pino.destination({
    dest: process.stdout.fd,
    sync: true,
    minLength: BATCH_BYTES,
    periodicFlush: BATCH_FLUSH_MS,
  });
  if (batched.size === 0) {
    process.once('exit', () => {
      for (const ref of batched) {
        try {
          ref.deref()?.flushSync();
        } catch {
          // Already closed: nothing left to write.
        }
      }
    });
  }
  batched.add(new WeakRef(destination));
  return destination;
}

export function createLogger(
  level: string,
  destination?: DestinationStream,
  pretty = false,
): Logger {
  if (destination) return pino(loggerOptions(level), destination);
  if (pretty) return pino(loggerOptions(level, true));
  return pino(loggerOptions(level), batchedStdout());
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
