/**
 * The package arrows of the README are enforced by lint (eslint.config.js): this proves the rules
 * fail on each forbidden import and let the allowed ones through.
 */
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
    expect(await restricted('bff/src/plugins/app/x.ts', '../../lib/upstream-client')).toBe(false);
    expect(await restricted('bff/src/lib/x.ts', './upstream-client')).toBe(false);
  }, 60_000);
});

describe('the BFF lib', () => {
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
