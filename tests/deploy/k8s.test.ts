/**
 * deploy/k8s rendered by `kubectl kustomize` (as `kubectl apply -k` would apply it), and
 * deploy/compose.yaml read as compose reads it: every pod meets Pod Security "restricted", only the
 * BFF reaches Redis, PostgreSQL and the upstream, only the ingress reaches the BFF, Redis and
 * PostgreSQL need a password (sent by the BFF in its URLs), PostgreSQL keeps its data on a volume,
 * images are qualified and tagged, and the example Secret's placeholders fail the BFF's checks.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { ROOT } from '../helpers/portal';

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are checked field by field */
type Manifest = any;

const K8S = join(ROOT, 'deploy', 'k8s');
/** The BFF's rule for SESSION_SECRET (production) and UPSTREAM_CLIENT_KEY: at least 32 characters. */
const BFF_MIN_KEY_LENGTH = 32;

let rendered: Manifest[];

function byKind(kind: string): Manifest[] {
  return rendered.filter((m) => m.kind === kind);
}

function named(kind: string, name: string): Manifest {
  const found = rendered.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is not in the render`);
  return found;
}

/** A registry host (with a dot or a port), a repository and a tag that is not `latest`. */
function qualified(image: string): boolean {
  const m = /^([a-z0-9.-]+(?::\d+)?)\/([a-z0-9._/-]+):([\w.-]+)$/.exec(image);
  return m !== null && /[.:]/.test(m[1] as string) && m[3] !== 'latest';
}

beforeAll(() => {
  const render = spawnSync('kubectl', ['kustomize', K8S], { encoding: 'utf8' });
  if (render.error)
    throw new Error(
      `kubectl is required (Debian package kubernetes-client): ${render.error.message}`,
    );
  expect(render.status, render.stderr).toBe(0);
  rendered = parseAllDocuments(render.stdout).map((d) => d.toJS());
});

describe('deploy/k8s (kubectl kustomize)', () => {
  it('renders every resource into the namespace', () => {
    const kinds = rendered.map((m) => `${m.kind}/${m.metadata.name}`).sort();
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Deployment/bff',
        'Deployment/redis',
        'Deployment/upstream-demo',
        'Ingress/portal',
        'Ingress/portal-calls',
        'Ingress/portal-internal',
        'NetworkPolicy/default-deny-ingress',
        'Service/bff',
        'Service/postgres',
        'StatefulSet/postgres',
      ]),
    );
    for (const m of rendered.filter((x) => x.kind !== 'Namespace')) {
      expect(m.metadata.namespace, `${m.kind}/${m.metadata.name}`).toBe('hk-tcm-portal');
    }
  });

  it('runs every pod under Pod Security "restricted"', () => {
    const deployments = [...byKind('Deployment'), ...byKind('StatefulSet')];
    expect(deployments).toHaveLength(4);
    for (const d of deployments) {
      const pod = d.spec.template.spec;
      const where = `${d.kind}/${d.metadata.name}`;
      expect(pod.securityContext.runAsNonRoot, where).toBe(true);
      expect(pod.securityContext.runAsUser, where).toBeGreaterThan(0);
      expect(pod.securityContext.seccompProfile, where).toEqual({ type: 'RuntimeDefault' });
      expect(pod.hostNetwork ?? false, where).toBe(false);
      // emptyDirs, and a StatefulSet's claims (a PersistentVolume of its own per pod).
      const emptyDirs = new Set([
        ...(pod.volumes ?? []).filter((v: Manifest) => v.emptyDir).map((v: Manifest) => v.name),
        ...(d.spec.volumeClaimTemplates ?? []).map((v: Manifest) => v.metadata.name),
      ]);
      for (const c of [...pod.containers, ...(pod.initContainers ?? [])]) {
        const sc = c.securityContext;
        const what = `${where} container ${c.name}`;
        expect(sc.allowPrivilegeEscalation, what).toBe(false);
        expect(sc.readOnlyRootFilesystem, what).toBe(true);
        expect(sc.runAsNonRoot, what).toBe(true);
        expect(sc.capabilities.drop, what).toEqual(['ALL']);
        expect(sc.capabilities.add ?? [], what).toEqual([]);
        expect(sc.seccompProfile, what).toEqual({ type: 'RuntimeDefault' });
        // A read-only root needs somewhere to write: each mount is an emptyDir or claim of the pod.
        expect(c.volumeMounts?.length ?? 0, what).toBeGreaterThan(0);
        for (const mount of c.volumeMounts) expect(emptyDirs.has(mount.name), what).toBe(true);
      }
    }
  });

  it('names every image with its registry and a tag', () => {
    for (const d of [...byKind('Deployment'), ...byKind('StatefulSet')]) {
      for (const c of d.spec.template.spec.containers) {
        expect(qualified(c.image), `${d.metadata.name}: ${c.image}`).toBe(true);
      }
    }
    expect(named('Deployment', 'bff').spec.template.spec.containers[0].image).toMatch(/\/bff:/);
  });

  it('lets only the ingress reach the BFF (and the monitoring its metrics port), and only the BFF reach Redis, PostgreSQL and the upstream', () => {
    const deny = named('NetworkPolicy', 'default-deny-ingress');
    expect(deny.spec.podSelector).toEqual({});
    expect(deny.spec.policyTypes).toEqual(['Ingress']);
    expect(deny.spec.ingress).toBeUndefined();

    const policies = byKind('NetworkPolicy').filter((p) => p !== deny);
    const allowedInto = (app: string) => {
      const rules = policies.filter(
        (p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === app,
      );
      expect(rules, app).toHaveLength(1);
      return rules[0].spec.ingress as Manifest[];
    };
    for (const [app, port] of [
      ['redis', 6379],
      ['postgres', 5432],
      ['upstream-demo', 4000],
    ] as const) {
      const ingress = allowedInto(app);
      expect(ingress).toEqual([
        {
          from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'bff' } } }],
          ports: [{ protocol: 'TCP', port }],
        },
      ]);
    }
    const bff = allowedInto('bff');
    // The site's port from the ingress; the metrics port from the monitoring (tested below).
    expect(bff).toHaveLength(2);
    expect(bff[0].from).toEqual([
      { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } },
    ]);
    expect(bff[0].ports).toEqual([{ protocol: 'TCP', port: 3000 }]);
  });

  it('has Redis require a password the BFF sends in REDIS_URL, with a memory ceiling', () => {
    const redis = named('Deployment', 'redis').spec.template.spec.containers[0];
    const args: string[] = redis.args;
    expect(args[args.indexOf('--requirepass') + 1]).toBe('$(REDIS_PASSWORD)');
    expect(args[args.indexOf('--maxmemory') + 1]).toMatch(/^\d+mb$/);
    const redisEnv = redis.env.map((e: Manifest) => e.name);
    expect(redisEnv).toContain('REDIS_PASSWORD');

    const env: Manifest[] = named('Deployment', 'bff').spec.template.spec.containers[0].env;
    const names = env.map((e) => e.name);
    const url = env.find((e) => e.name === 'REDIS_URL');
    expect(url.value).toBe('redis://:$(REDIS_PASSWORD)@redis:6379');
    // Kubernetes expands $(NAME) only from variables defined earlier in the list.
    expect(names.indexOf('REDIS_PASSWORD')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('REDIS_PASSWORD')).toBeLessThan(names.indexOf('REDIS_URL'));
    expect(env.find((e) => e.name === 'REDIS_PASSWORD').valueFrom.secretKeyRef).toEqual({
      name: 'portal-session',
      key: 'REDIS_PASSWORD',
    });
  });

  it('has PostgreSQL require the password the BFF sends in DATABASE_URL, its data on a claim', () => {
    const pg = named('StatefulSet', 'postgres');
    const container = pg.spec.template.spec.containers[0];
    const pgPassword = container.env.find((e: Manifest) => e.name === 'POSTGRES_PASSWORD');
    expect(pgPassword.valueFrom.secretKeyRef).toEqual({
      name: 'portal-session',
      key: 'POSTGRES_PASSWORD',
    });
    const data = container.env.find((e: Manifest) => e.name === 'PGDATA').value as string;
    const claim = pg.spec.volumeClaimTemplates[0];
    const mount = container.volumeMounts.find((m: Manifest) => m.name === claim.metadata.name);
    expect(data.startsWith(`${mount.mountPath}/`)).toBe(true);
    expect(claim.spec.resources.requests.storage).toMatch(/^\d+Gi$/);

    const env: Manifest[] = named('Deployment', 'bff').spec.template.spec.containers[0].env;
    const names = env.map((e) => e.name);
    expect(env.find((e) => e.name === 'DATABASE_URL').value).toBe(
      'postgres://portal:$(POSTGRES_PASSWORD)@postgres:5432/portal',
    );
    expect(names.indexOf('POSTGRES_PASSWORD')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('POSTGRES_PASSWORD')).toBeLessThan(names.indexOf('DATABASE_URL'));
    // Production refuses to start without the VAPID pair: every replica gets the same one.
    for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']) {
      expect(env.find((e) => e.name === key).valueFrom.secretKeyRef).toEqual({
        name: 'portal-session',
        key,
      });
    }
    expect(env.find((e) => e.name === 'VAPID_SUBJECT').value).toMatch(/^(mailto:|https:\/\/)/);
    // E-mail reminders when the Secret holds the mail server (its URL carries a password) and the
    // sender; a Secret without them still starts the pods, with push reminders only.
    for (const key of ['SMTP_URL', 'MAIL_FROM']) {
      expect(env.find((e) => e.name === key).valueFrom.secretKeyRef).toEqual({
        name: 'portal-session',
        key,
        optional: true,
      });
    }
  });

  it('serves /readyz through the Ingress only to private addresses, and /metrics not at all', () => {
    const internal = named('Ingress', 'portal-internal');
    const ranges =
      internal.metadata.annotations['nginx.ingress.kubernetes.io/whitelist-source-range'];
    expect(ranges.split(',')).toEqual(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']);
    const paths = internal.spec.rules[0].http.paths.map((p: Manifest) => p.path).sort();
    expect(paths).toEqual(['/readyz']);
    const publicPaths = named('Ingress', 'portal').spec.rules[0].http.paths.map(
      (p: Manifest) => p.path,
    );
    expect(publicPaths).toEqual(['/']);
  });

  it('has Prometheus scrape the metrics port, which only the monitoring namespace reaches', () => {
    const deployment = named('Deployment', 'bff');
    const pod = deployment.spec.template;
    const container = pod.spec.containers[0];
    const env = container.env as Manifest[];
    const port = env.find((e) => e.name === 'METRICS_PORT').value;
    expect(container.ports).toContainEqual({ name: 'metrics', containerPort: Number(port) });
    expect(pod.metadata.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': port,
      'prometheus.io/path': '/metrics',
    });
    // Not through the Service (the Ingress's way in).
    const service = named('Service', 'bff');
    expect(service.spec.ports.map((p: Manifest) => p.targetPort)).toEqual(['http']);
    const policy = named('NetworkPolicy', 'bff-from-ingress');
    expect(policy.spec.ingress).toContainEqual({
      from: [
        { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
      ],
      ports: [{ protocol: 'TCP', port: Number(port) }],
    });
  });

  it('limits each address at the Ingress as the shipped nginx does: pages, then the calls', () => {
    const limits = (name: string) => {
      const a = named('Ingress', name).metadata.annotations;
      const rps = Number(a['nginx.ingress.kubernetes.io/limit-rps']);
      return {
        rps,
        burst: rps * Number(a['nginx.ingress.kubernetes.io/limit-burst-multiplier']),
        connections: Number(a['nginx.ingress.kubernetes.io/limit-connections']),
      };
    };
    expect(limits('portal')).toEqual({ rps: 10, burst: 50, connections: 50 });
    expect(limits('portal-calls')).toEqual({ rps: 30, burst: 120, connections: 50 });
    const callPaths = named('Ingress', 'portal-calls').spec.rules[0].http.paths;
    expect(callPaths.map((p: Manifest) => p.path).sort()).toEqual(['/api', '/bff', '/files']);
    for (const p of callPaths) expect(p.backend.service.name).toBe('bff');
  });

  it('ships an example Secret whose placeholders fail the checks until replaced', () => {
    const example = parse(readFileSync(join(K8S, 'secret.example.yaml'), 'utf8'));
    expect(Object.keys(example.stringData).sort()).toEqual([
      'POSTGRES_PASSWORD',
      'REDIS_PASSWORD',
      'SESSION_SECRET',
      'UPSTREAM_CLIENT_KEY',
      'VAPID_PRIVATE_KEY',
      'VAPID_PUBLIC_KEY',
    ]);
    expect(example.stringData.SESSION_SECRET.length).toBeLessThan(BFF_MIN_KEY_LENGTH);
    expect(example.stringData.UPSTREAM_CLIENT_KEY.length).toBeLessThan(BFF_MIN_KEY_LENGTH);
    // Not applied with the rest: no key is ever committed into the kustomization.
    expect(byKind('Secret')).toEqual([]);
  });
});

describe('deploy/compose.yaml', () => {
  const compose = parse(readFileSync(join(ROOT, 'deploy', 'compose.yaml'), 'utf8'), {
    merge: true,
  });
  const services = compose.services as Record<string, Manifest>;

  it('runs every service read-only, without capabilities, within resource limits', () => {
    expect(Object.keys(services).sort()).toEqual([
      'bff1',
      'bff2',
      'nginx',
      'postgres',
      'redis',
      'upstream',
    ]);
    for (const [name, s] of Object.entries(services)) {
      expect(s.read_only, name).toBe(true);
      expect(s.cap_drop, name).toEqual(['ALL']);
      expect(s.security_opt, name).toContain('no-new-privileges:true');
      expect(s.deploy.resources.limits.memory, name).toMatch(/^\d+M$/);
      expect(Number(s.deploy.resources.limits.cpus), name).toBeGreaterThan(0);
      if (s.image)
        expect(qualified(s.image.replace(/\$\{[^}]*:-([^}]*)\}/g, '$1')), name).toBe(true);
    }
  });

  it('starts the demo upstream only when asked, with verification codes off by default', () => {
    expect(services.upstream.profiles).toEqual(['demo']);
    expect(services.upstream.build.target).toBe('demo');
    expect(services.upstream.environment.UPSTREAM_DEMO).toBe('${UPSTREAM_DEMO:-0}');
    expect(services.bff1.depends_on.upstream.required).toBe(false);
    expect(services.bff1.environment.UPSTREAM_URL).toMatch(/^\$\{UPSTREAM_URL:\?/);
  });

  it('has Redis require the password the replicas send', () => {
    const command: string[] = services.redis.command;
    expect(command[command.indexOf('--requirepass') + 1]).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    expect(command).toContain('--maxmemory');
    expect(services.bff1.environment.REDIS_URL).toMatch(
      /^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]*\}@redis:6379$/,
    );
  });

  it('has PostgreSQL require the password the replicas send, its data on a volume', () => {
    expect(services.postgres.environment.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(services.bff1.environment.DATABASE_URL).toMatch(
      /^postgres:\/\/portal:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/portal$/,
    );
    expect(services.postgres.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(Object.keys(compose.volumes)).toContain('postgres-data');
    expect(services.bff1.depends_on.postgres.condition).toBe('service_healthy');
    for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) {
      expect(services.bff2.environment[key]).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
    }
  });

  it("serves /metrics on the replicas' own port, on the compose network only", () => {
    for (const name of ['bff1', 'bff2']) {
      const port = services[name].environment.METRICS_PORT;
      expect(port, name).toMatch(/^\d+$/);
      expect(services[name].expose, name).toEqual([port]);
      expect(services[name].ports, name).toBeUndefined();
    }
  });
});
