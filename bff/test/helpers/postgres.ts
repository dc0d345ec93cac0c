/**
 * A throwaway PostgreSQL cluster (Debian's `postgresql` package) for the tests that prove the
 * portal's data works on PostgreSQL as on SQLite: `initdb` in a temporary directory, `pg_ctl`
 * on a free loopback port, stopped and deleted afterwards. PostgreSQL refuses to run as root, so
 * under root (CI) the cluster belongs to `nobody` and its commands run through `runuser`.
 * Missing binaries fail the test loudly: these tests are never skipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or null. */
function postgresBin(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : null;
}

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

export interface PostgresCluster {
  port: number;
  /** A URL for a new, empty database of its own. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      `PostgreSQL server binaries not found under ${PG_ROOT}: install the Debian package postgresql`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]): void => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'nobody', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    const res = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
    if (res.status !== 0) {
      throw new Error(`${cmd} failed (${res.status}): ${res.stderr || res.stdout || res.error}`);
    }
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
