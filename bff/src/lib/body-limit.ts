/**
 * A byte limit on a request body that is streamed, not buffered (multipart uploads): the bytes
 * are counted as they pass, and the stream fails with `BodyTooLargeError` (413) at the first byte
 * past the limit, so the upstream never receives more than the limit.
 */
import { Transform, type Readable } from 'node:stream';

export class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = 'BFF_BODY_TOO_LARGE';
  constructor(limit: number) {
    super(`request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

export function limitBody(source: Readable, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) {
        source.unpipe(counter);
        source.resume();
        callback(new BodyTooLargeError(limit));
        return;
      }
      callback(null, chunk);
    },
  });
  source.once('error', (err) => counter.destroy(err));
  source.once('aborted', () => counter.destroy(new Error('client aborted the upload')));
  return source.pipe(counter);
}
