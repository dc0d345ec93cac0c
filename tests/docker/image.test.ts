/**
 * The Dockerfile on a real Docker engine: both targets build from the checkout, and README's own
 * `docker run` commands start them, as written, on a read-only root: the production image against
 * the demo upstream (run from the demo image), the demo image on its own. Each answers /healthz,
 * /readyz and a doctor's page with the doctor's name in its title; runs as uid 1000; turns
 * healthy by its HEALTHCHECK; ends on SIGTERM with exit 0 within the shutdown time; without a
 * writable DATA_DIR prints one line and exits 1. The production image carries no pino-pretty. The
 * sizes over the base image in README are the ones measured here.
 *
 * The engine used here has no bridge network (`dockerd --bridge=none`), so every build and
 * container runs with `--network host`, each container on a free port of its own (`-e PORT`);
 * README's `-p` is then ignored by the engine. Its placeholders are filled in: the portal API's
 * URL, and a volume name of this run's own. Without a Docker engine (`docker info` fails) the
 * tests say why and do not run: `.ci/run` starts one where it can.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { ROOT } from '../helpers/portal';

const BASE_IMAGE = 'node:24-bookworm-slim';
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
/** The doctor every demo database has, and the name its page's title carries. */
const DOCTOR = { path: '/doctor/D1001', name: '李卓賢' };
/** The BFF's default SHUTDOWN_DRAIN_MS + SHUTDOWN_TIMEOUT_MS. */
const SHUTDOWN_MS = 0 + 9000;
const RUN = `portal-image-test-${process.pid}`;

function docker(args: string[], timeoutMs = 60_000): { status: number; out: string } {
  const r = spawnSync('docker', args, { encoding: 'utf8', timeout: timeoutMs });
  return { status: r.status ?? -1, out: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

function engineProblem(): string | null {
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (info.error) return `the docker client is not installed (${info.error.message})`;
  if (info.status !== 0)
    return (info.stderr || info.stdout).trim().split('\n').pop() ?? 'no engine';
  return null;
}

const noEngine = engineProblem();
if (noEngine) {
  process.stderr.write(
    `\n*** No Docker engine (${noEngine}): the container image tests do not run here. ` +
      '.ci/run installs docker.io and starts dockerd where the machine allows it. ***\n\n',
  );
}

/** README's commands in the "Running the container" section, `\` continuations joined. */
function readmeCommands(): string[] {
  const section = README.slice(README.indexOf('## Running the container'));
  const end = section.indexOf('\n## ', 3);
  const blocks = [...(end > 0 ? section.slice(0, end) : section).matchAll(/```sh\n([\s\S]*?)```/g)];
  return blocks
    .flatMap((b) => (b[1] ?? '').replace(/\\\n\s*/g, '').split('\n'))
    .map((l) => l.trim())
    .filter((l) => l.startsWith('docker '));
}

function readmeCommand(prefix: string, image: string): string {
  const found = readmeCommands().filter((c) => c.startsWith(prefix) && c.includes(image));
  if (found.length !== 1) throw new Error(`README has ${found.length} \`${prefix} … ${image}\``);
  return found[0]!;
}

function tagOf(target: 'bff' | 'demo'): string {
  const build = readmeCommand('docker build', `/${target}:`);
  const m = /-t (\S+)/.exec(build);
  if (!m?.[1]) throw new Error(`no -t in README's ${build}`);
  return m[1];
}

/** Runs a shell command line (README's), its output kept; resolves with the exit code. */
function sh(command: string, timeoutMs: number): Promise<{ status: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`timed out after ${timeoutMs} ms: ${command}\n${out.slice(-4000)}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ status: code ?? -1, out });
    });
  });
}

/**
 * README's `docker run`, started in the background here on `port` as container `name`. Without
 * its `--rm`: an exited container stays for `docker wait` to read its exit code (a removed one
 * could be gone before `docker wait` asks), and afterAll removes it.
 */
function asRunHere(command: string, name: string, port: number, fill: Record<string, string>) {
  let line = command.replace(
    /^docker run (?:--rm )?/,
    `docker run -d --name ${name} --network host -e PORT=${port} `,
  );
  for (const [placeholder, value] of Object.entries(fill)) {
    if (!line.includes(placeholder)) throw new Error(`README's run has no ${placeholder}: ${line}`);
    line = line.split(placeholder).join(value);
  }
  return line;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 120_000) {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const got = await probe();
      if (got !== undefined) return got;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms (${String(last)})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function answers(url: string): Promise<{ status: number; body: string }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.text() };
}

/** Waits until the container answers /readyz 200, or fails with its log. */
async function ready(name: string, url: string): Promise<void> {
  await waitFor(`${name} ready`, async () => {
    const state = docker(['inspect', '-f', '{{.State.Status}}', name]).out;
    if (state === 'exited' || state === 'dead') {
      throw new Error(`${name} ${state}:\n${docker(['logs', name]).out}`);
    }
    const res = await answers(`${url}/readyz`);
    return res.status === 200 ? true : undefined;
  });
}

/** What every running portal container must show. */
async function checkServes(name: string, url: string): Promise<void> {
  const health = await answers(`${url}/healthz`);
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body)).toEqual({ code: 200, msg: 'ok' });
  expect((await answers(`${url}/readyz`)).status).toBe(200);
  const page = await answers(`${url}${DOCTOR.path}`);
  expect(page.status).toBe(200);
  const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '';
  expect(title).toContain(DOCTOR.name);
  expect(docker(['exec', name, 'id', '-u']).out).toBe('1000');
}

/** SIGTERM ends the process with exit 0 within the shutdown time. */
async function checkStops(name: string): Promise<void> {
  const waited = sh(`docker wait ${name}`, 60_000);
  const started = Date.now();
  expect(docker(['kill', '--signal', 'TERM', name]).status).toBe(0);
  const { status, out } = await waited;
  expect(status).toBe(0);
  expect(out.trim()).toBe('0');
  expect(Date.now() - started).toBeLessThan(SHUTDOWN_MS);
}

function imageBytes(tag: string): number {
  return Number(docker(['image', 'inspect', '-f', '{{.Size}}', tag]).out);
}

describe.skipIf(noEngine !== null)('the container images on a Docker engine', () => {
  const containers: string[] = [];
  const volumes: string[] = [];
  let upstreamUrl = '';

  beforeAll(async () => {
    // The base image: Docker Hub's, or a local stand-in built the same way (.ci/node-base-image.sh).
    if (docker(['image', 'inspect', BASE_IMAGE]).status !== 0) {
      const base = await sh('.ci/node-base-image.sh', 20 * 60_000);
      expect(base.status, base.out).toBe(0);
    }
    // README's two build commands, on the host network.
    for (const target of ['bff', 'demo'] as const) {
      const build = readmeCommand('docker build', `/${target}:`).replace(
        /^docker build /,
        'docker build --network host ',
      );
      const built = await sh(build, 40 * 60_000);
      expect(built.status, built.out.slice(-6000)).toBe(0);
    }
    // The portal API for the production image: the demo upstream, alone, from the demo image.
    const port = await freePort();
    const name = `${RUN}-upstream`;
    containers.push(name);
    const started = docker([
      'run', '-d', '--name', name, '--network', 'host', '--read-only', '--tmpfs', '/tmp',
      '-e', `PORT=${port}`, '-e', 'HOST=127.0.0.1', '-e', 'DATA_DIR=/tmp/upstream',
      tagOf('demo'), 'node', 'upstream/dist/server.js',
    ]); // prettier-ignore
    expect(started.status, started.out).toBe(0);
    upstreamUrl = `http://127.0.0.1:${port}`;
    await waitFor('the demo upstream', async () => {
      const state = docker(['inspect', '-f', '{{.State.Status}}', name]).out;
      if (state === 'exited') throw new Error(docker(['logs', name]).out);
      const res = await answers(`${upstreamUrl}/api/news/getWebNewsList?pageNo=1&pageSize=1`);
      return res.status === 200 ? true : undefined;
    });
  }, 90 * 60_000);

  afterAll(() => {
    for (const name of containers) docker(['rm', '-f', name]);
    for (const volume of volumes) docker(['volume', 'rm', '-f', volume]);
  });

  it("README's production `docker run` starts on a read-only root and serves, as uid 1000", async () => {
    const command = readmeCommand('docker run', tagOf('bff'));
    expect(command).toMatch(/^docker run (?:--rm )?--read-only --tmpfs \/tmp /);
    expect(command).not.toMatch(/VAPID|UPSTREAM_URL=\$|DATABASE_URL/);
    const volume = `${RUN}-data`;
    volumes.push(volume);
    const name = `${RUN}-bff`;
    containers.push(name);
    const port = await freePort();
    const run = await sh(
      asRunHere(command, name, port, {
        'https://api.portal.example.hk': upstreamUrl,
        'portal-data:': `${volume}:`,
      }),
      60_000,
    );
    expect(run.status, run.out).toBe(0);
    const url = `http://127.0.0.1:${port}`;
    await ready(name, url);
    await checkServes(name, url);
    expect(docker(['logs', name]).out).toContain('made a Web Push (VAPID) key pair');
    expect(docker(['inspect', '-f', '{{.Config.User}}', name]).out).toBe('1000:1000');
    // The HEALTHCHECK's own verdict.
    await waitFor(
      'healthy',
      async () =>
        docker(['inspect', '-f', '{{.State.Health.Status}}', name]).out === 'healthy'
          ? true
          : undefined,
      90_000,
    );
    await checkStops(name);
  }, 240_000);

  it("README's one-command demo run starts the embedded upstream on a read-only root and serves", async () => {
    const command = readmeCommand('docker run', tagOf('demo'));
    expect(command).toMatch(/^docker run (?:--rm )?--read-only --tmpfs \/tmp /);
    expect(command).not.toContain('UPSTREAM_URL');
    const volume = `${RUN}-demo`;
    volumes.push(volume);
    const name = `${RUN}-demo`;
    containers.push(name);
    const port = await freePort();
    const run = await sh(
      asRunHere(command, name, port, { 'portal-demo-data:': `${volume}:` }),
      60_000,
    );
    expect(run.status, run.out).toBe(0);
    const url = `http://127.0.0.1:${port}`;
    await ready(name, url);
    await checkServes(name, url);
    expect(docker(['logs', name]).out).toContain('embedded upstream started');
    await checkStops(name);
  }, 240_000);

  it('without a writable DATA_DIR: one line naming DATA_DIR and DATABASE_URL, exit 1', async () => {
    const run = await sh(
      [
        'docker run --rm --network host --read-only --tmpfs /tmp',
        `-e PORT=${await freePort()}`,
        `-e UPSTREAM_URL=${upstreamUrl}`,
        // Random, as production requires of a key (base64url: nothing for the shell to read).
        `-e SESSION_SECRET=${randomBytes(36).toString('base64url')}`,
        `-e UPSTREAM_CLIENT_KEY=${randomBytes(36).toString('base64url')}`,
        tagOf('bff'),
      ].join(' '),
      60_000,
    );
    expect(run.status).toBe(1);
    const lines = run.out.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^configuration error: DATA_DIR: \/data .*DATABASE_URL/);
  }, 90_000);

  it('ships no pino-pretty in the production image', () => {
    const found = docker([
      'run', '--rm', '--network', 'none', '--entrypoint', 'find', tagOf('bff'),
      '/app', '-name', 'pino-pretty*',
    ]); // prettier-ignore
    expect(found.status, found.out).toBe(0);
    expect(found.out).toBe('');
  });

  it('README gives the production image size over the base image as measured', () => {
    const base = imageBytes(BASE_IMAGE);
    const measured = {
      production: (imageBytes(tagOf('bff')) - base) / 1e6,
      demo: (imageBytes(tagOf('demo')) - base) / 1e6,
    };
    process.stdout.write(
      `image sizes over the base: production ${measured.production.toFixed(1)} MB, ` +
        `demo ${measured.demo.toFixed(1)} MB\n`,
    );
    const m = /\| production image over the base image +\| ([\d.]+) MB/.exec(README);
    expect(m?.[1], `README's row "production image over the base image"`).toBeDefined();
    // Dependency updates move it a little; a tenth off means README is out of date.
    expect(Math.abs(Number(m![1]) - measured.production) / measured.production).toBeLessThan(0.1);
  });
});
