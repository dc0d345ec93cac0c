/** Raw HTTP/1.1 over a socket: request lines and headers exactly as written, no normalisation. */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

export function rawRequest(port: number, text: string, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('raw request timed out')), timeoutMs);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      const all = Buffer.concat(chunks).toString('utf8');
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = all.slice(0, end);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      const body = all.slice(end + 4);
      if (length && Buffer.byteLength(body) >= Number(length[1])) socket.end();
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks).toString('utf8');
      const end = all.indexOf('\r\n\r\n');
      const head = end < 0 ? all : all.slice(0, end);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: end < 0 ? '' : all.slice(end + 4),
      });
    });
    socket.write(text);
  });
}

/** A GET with `Connection: close` and the given extra header lines. */
export function rawGet(port: number, target: string, headers: string[] = []): Promise<RawResponse> {
  return rawRequest(
    port,
    [`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join(
      '\r\n',
    ),
  );
}
