/**
 * A throwaway PostgreSQL cluster (Debian's `postgresql` package) for the scale-out test, where the
 * replicas keep the portal's own data in one PostgreSQL as in production: `initdb` in a temporary
 * directory and `pg_ctl` on a loopback port, as `nobody` when the test runs as root (PostgreSQL
 * refuses root). Missing binaries fail loudly: the test is never skipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const PG_ROOT = '/usr/lib/postgresql';

export async function startPostgres(): Promise<{ url: string; stop(): void }> {
  const version = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) {
    throw new Error(
      `PostgreSQL server binaries not found under ${PG_ROOT}: install the Debian package postgresql`,
    );
  }
  const bin = join(PG_ROOT, version, 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'portal-scale-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (cmd: string, args: string[]): void => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'nobody', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    const res = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
    if (res.status !== 0) {
      throw new Error(`${cmd} failed (${res.status}): ${res.stderr || res.stdout || res.error}`);
    }
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    ...['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60'],
    ...['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'],
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
