/**
 * A throwaway `redis-server` (Debian package; .ci/run installs it) on a free loopback port,
 * without persistence, for the Redis-mode tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

export const REDIS_BIN = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) =>
  existsSync(p),
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts redis-server with `args` added (on `port`, else a free one; a given port brings a stopped
 * server back where its clients reconnect); resolves once it accepts connections.
 */
export async function startRedisServer(
  args: string[] = [],
  onPort?: number,
): Promise<{ port: number; url: string; proc: ChildProcess }> {
  if (!REDIS_BIN) throw new Error('redis-server is required (Debian package redis-server)');
  const port = onPort ?? (await freePort());
  const proc = spawn(
    REDIS_BIN,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let text = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis did not start:\n${text}`)), 10_000);
    proc.stdout?.on('data', (c: Buffer) => {
      text += c.toString();
      if (text.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.once('exit', (code) => reject(new Error(`redis exited ${code}:\n${text}`)));
  });
  return { port, url: `redis://127.0.0.1:${port}`, proc };
}
