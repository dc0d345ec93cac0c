/**
 * The package arrows of the README and the tiers inside web are enforced by lint
 * (eslint.config.js): this proves the rules fail on each forbidden import and let the allowed ones
 * through.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function restricted(filePath: string, specifier: string): Promise<boolean> {
  const code = `import { a } from '${specifier}';\nexport const b = a;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  it('refuse web -> bff/upstream, upstream -> bff, bff code -> upstream, bff lib -> plugins, feature -> feature', async () => {
    expect(await restricted('web/src/app/x.ts', '@portal/bff')).toBe(true);
    expect(await restricted('web/src/app/x.ts', '../../../upstream/src/app')).toBe(true);
    expect(await restricted('web/src/features/news/api/x.ts', '@portal/upstream')).toBe(true);
    expect(await restricted('upstream/src/x.ts', '@portal/bff')).toBe(true);
    expect(await restricted('bff/src/lib/x.ts', '@portal/upstream')).toBe(true);
    expect(await restricted('bff/src/lib/x.ts', '../plugins/app/foo')).toBe(true);
    expect(await restricted('bff/src/lib/deep/x.ts', '../../plugins/app/upstream')).toBe(true);
    expect(await restricted('web/src/features/news/components/x.ts', '../../booking/lib/ics')).toBe(
      true,
    );
  }, 60_000);

  it('allow shared, a feature inside itself, the app composing features, plugins using lib, and the entry', async () => {
    expect(await restricted('web/src/app/x.ts', '@portal/shared')).toBe(false);
    expect(await restricted('web/src/features/news/components/x.ts', '../lib/x')).toBe(false);
    expect(await restricted('web/src/features/news/components/x.ts', '../../../lib/notify')).toBe(
      false,
    );
    expect(await restricted('web/src/app/routes/x.ts', '../../features/news/api/queries')).toBe(
      false,
    );
    expect(await restricted('bff/src/server.ts', '@portal/upstream')).toBe(false);
    expect(await restricted('bff/src/plugins/app/x.ts', '../../lib/upstream/client')).toBe(false);
    expect(await restricted('bff/src/lib/render/x.ts', '../upstream/client')).toBe(false);
  }, 60_000);
});

describe('lazy imports', () => {
  it('meet the same boundaries as static ones', async () => {
    const refused = async (filePath: string, specifier: string): Promise<boolean> => {
      const [result] = await eslint.lintText(`export const m = () => import('${specifier}');\n`, {
        filePath,
      });
      return (result?.messages ?? []).some(
        (m) => m.ruleId === 'boundaries/no-restricted-import-expressions',
      );
    };
    expect(await refused('web/src/lib/x.ts', '../features/visits/lib/saved-bookings')).toBe(true);
    expect(await refused('web/src/features/news/components/x.tsx', '../../booking/lib/ics')).toBe(
      true,
    );
    expect(await refused('bff/src/lib/x.ts', '../plugins/app/foo')).toBe(true);
    expect(await refused('shared/src/x.ts', 'node:fs')).toBe(true);
    expect(await refused('web/src/app/x.ts', '../features/news/api/queries')).toBe(false);
    expect(await refused('web/src/lib/x.ts', './drafts')).toBe(false);
  }, 60_000);
});

describe('the BFF lib', () => {
  const lib = join(ROOT, 'bff/src/lib');
  const libTests = join(ROOT, 'bff/test/lib');
  const folders = readdirSync(lib, { withFileTypes: true });

  it('is made of capability folders only, each opening with a README of what it owns', () => {
    expect(folders.filter((e) => !e.isDirectory()).map((e) => e.name)).toEqual([]);
    for (const folder of folders) {
      expect(existsSync(join(lib, folder.name, 'README.md')), folder.name).toBe(true);
    }
  });

  it('has its tests in the same folders as the code they test', () => {
    for (const entry of readdirSync(libTests, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const dir = entry.parentPath.slice(libTests.length);
      expect(dir, entry.name).not.toBe('');
      const source = join(lib, dir, entry.name.replace(/\.test\.ts$/, '.ts'));
      expect(existsSync(source), source).toBe(true);
    }
  });

  it('refuses a default import from the plugins, as the rule reports it', async () => {
    const [result] = await eslint.lintText(
      "import x from '../plugins/app/foo';\nexport default x;\n",
      {
        filePath: 'bff/src/lib/x.ts',
      },
    );
    const refused = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.message).toMatch(/bff\/src\/lib may not import from bff\/src\/plugins/);
  }, 60_000);
});

describe("the web's lib", () => {
  const lib = join(ROOT, 'web/src/lib');
  const entries = readdirSync(lib, { withFileTypes: true });

  it('is made of capability folders only, each with a README of what it owns and what loads first', () => {
    expect(entries.filter((e) => !e.isDirectory()).map((e) => e.name)).toEqual([]);
    for (const folder of entries) {
      const readme = join(lib, folder.name, 'README.md');
      expect(existsSync(readme), folder.name).toBe(true);
      // The first-load files, held against the build by the bundle budget check (`pnpm size`).
      expect(readFileSync(readme, 'utf8'), folder.name).toMatch(/^First load: .*\.$/m);
    }
  });
});

describe("web's tiers", () => {
  it('refuse lib -> features, components -> features and features -> app', async () => {
    expect(await restricted('web/src/lib/x.ts', '../features/visits/lib/saved-bookings')).toBe(
      true,
    );
    expect(
      await restricted('web/src/components/map/x.tsx', '../../features/clinics/api/queries'),
    ).toBe(true);
    expect(await restricted('web/src/config/x.ts', '../features/jobs/api/queries')).toBe(true);
    expect(await restricted('web/src/features/news/components/x.tsx', '../../../app/router')).toBe(
      true,
    );
    expect(await restricted('web/src/lib/x.ts', '../app/provider')).toBe(true);
  }, 60_000);

  it("let a feature name another feature's cache keys, and nothing else of it", async () => {
    expect(await restricted('web/src/features/booking/api/x.ts', '../../visits/api/keys')).toBe(
      false,
    );
    expect(await restricted('web/src/features/booking/api/x.ts', '../../visits/api/queries')).toBe(
      true,
    );
    expect(
      await restricted('web/src/features/booking/api/x.ts', '../../visits/api/keys-extra'),
    ).toBe(true);
  }, 60_000);

  it('keep the package and feature rules for the same files', async () => {
    expect(await restricted('web/src/lib/x.ts', '@portal/bff')).toBe(true);
    expect(await restricted('web/src/components/map/x.tsx', '@portal/upstream')).toBe(true);
    expect(
      await restricted('web/src/features/news/components/x.tsx', '../../booking/lib/ics'),
    ).toBe(true);
  }, 60_000);

  it('allow each tier to import the ones below it', async () => {
    expect(await restricted('web/src/components/map/x.tsx', '../../lib/api-client')).toBe(false);
    expect(await restricted('web/src/lib/x.ts', '../config/site')).toBe(false);
    expect(await restricted('web/src/features/news/api/x.ts', '../../../lib/catalogue-query')).toBe(
      false,
    );
    expect(
      await restricted(
        'web/src/features/news/components/x.tsx',
        '../../../components/map/map-view',
      ),
    ).toBe(false);
    expect(await restricted('web/src/app/routes/x.tsx', '../../features/news/api/queries')).toBe(
      false,
    );
    expect(await restricted('web/src/app/x.tsx', '../lib/current-session')).toBe(false);
  }, 60_000);
});

describe('page serving', () => {
  it("names no source file of the web app: a page's files come from what its server bundle reports", () => {
    const source = readFileSync(join(ROOT, 'bff/src/plugins/app/ssr.ts'), 'utf8');
    // Code only: a comment may say where something lives.
    const code = source
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n');
    expect(code).not.toMatch(/src\//);
    expect(code).not.toMatch(/\.tsx?['"`]/);
    // Nor the router's rule from a route id to its page module's file name.
    expect(code).not.toMatch(/\[A-Z\]/);
    expect(code).not.toMatch(/routesById/);
    expect(code).toMatch(/\.assets\(routeIds\)/);
  });
});
