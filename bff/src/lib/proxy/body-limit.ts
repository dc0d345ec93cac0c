/**
 * Bounds on a request body that is streamed, not buffered (multipart uploads): the bytes are
 * counted as they pass, and the stream fails with `BodyTooLargeError` (413) at the first byte past
 * the limit, so the upstream never receives more than the limit; and an upload that stops moving
 * for `stallMs`, or is still going after `totalMs`, fails with `UploadStalledError` (408), so a
 * trickled upload cannot hold an upstream connection for long.
 */
import { Transform, type Readable } from 'node:stream';

/** The browser's body is at fault (never counted against the upstream). */
export abstract class ClientBodyError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: string;
}

class BodyTooLargeError extends ClientBodyError {
  readonly statusCode = 413;
  readonly code = 'BFF_BODY_TOO_LARGE';
  constructor(limit: number) {
    super(`request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

class UploadStalledError extends ClientBodyError {
  readonly statusCode = 408;
  readonly code = 'BFF_UPLOAD_STALLED';
  constructor(reason: 'stall' | 'total') {
    super(reason === 'stall' ? 'the upload stopped moving' : 'the upload ran past its deadline');
    this.name = 'UploadStalledError';
  }
}

export interface BodyBounds {
  /** Most bytes let through. */
  limit: number;
  /** Longest pause between two chunks. */
  stallMs: number;
  /** Longest the whole body may take. */
  totalMs: number;
}

export function limitBody(source: Readable, bounds: BodyBounds): Readable {
  const { limit } = bounds;
  let seen = 0;
  let stall: NodeJS.Timeout | undefined;
  const fail = (err: Error) => {
    source.unpipe(counter);
    source.resume();
    counter.destroy(err);
  };
  const armStall = () => {
    clearTimeout(stall);
    stall = setTimeout(() => fail(new UploadStalledError('stall')), bounds.stallMs);
    stall.unref();
  };
  const total = setTimeout(() => fail(new UploadStalledError('total')), bounds.totalMs);
  total.unref();
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) {
        source.unpipe(counter);
        source.resume();
        callback(new BodyTooLargeError(limit));
        return;
      }
      armStall();
      callback(null, chunk);
    },
    flush(callback) {
      clearTimeout(stall);
      clearTimeout(total);
      callback();
    },
  });
  counter.once('close', () => {
    clearTimeout(stall);
    clearTimeout(total);
  });
  armStall();
  source.once('error', (err) => counter.destroy(err));
  source.once('aborted', () => counter.destroy(new Error('client aborted the upload')));
  return source.pipe(counter);
}
