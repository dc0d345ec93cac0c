import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { EXCEPTIONS, checkedPath, interfaceTextRule } from './interface-text';

const root = join(__dirname, '../../..');

/** The rule's reports for `code` as if it were the file `file` (from the repository's root). */
function lint(code: string, file: string): string[] {
  const linter = new Linter({ cwd: root });
  return linter
    .verify(
      code,
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        plugins: {
          i18n: { rules: { 'interface-text': interfaceTextRule() as never } },
        },
        rules: { 'i18n/interface-text': 'error' },
      },
      join(root, file),
    )
    .map((m) => m.message);
}

describe('interface text lint rule', () => {
  const file = 'web/src/components/example/example.tsx';

  it('reports Chinese in strings, templates and JSX text, not in comments or imports', () => {
    const code = `
      // 註解不是介面文字
      import x from './中文.css';
      export const a = '登入';
      export const b = \`關於\${x}\`;
      export const C = () => <p title="打開">首頁</p>;
    `;
    const reports = lint(code, file);
    expect(reports).toHaveLength(4);
    expect(reports.every((r) => r.startsWith('Chinese interface text'))).toBe(true);
  });

  it('reports English words in JSX text and text attributes, not in other strings', () => {
    const code = `
      export const kind = 'doctor';
      export const C = () => (
        <a className="link" href="/about" aria-label="About us" data-testid="about">Contact us</a>
      );
    `;
    expect(lint(code, file)).toEqual([
      'English interface text belongs in the message catalogue (shared/messages/en.json): "About us"',
      'English interface text belongs in the message catalogue (shared/messages/en.json): "Contact us"',
    ]);
  });

  it('lets the reviewed exceptions be, in their own file only', () => {
    const code = `export const a = <b>繁</b>;`;
    expect(lint(code, 'web/src/components/layout/script-switch.tsx')).toEqual([]);
    expect(lint(code, file)).toHaveLength(1);
  });

  it('checks the BFF’s sources too', () => {
    expect(lint(`export const msg = '請求無效';`, 'bff/src/routes/example.ts')).toHaveLength(1);
  });

  it('reads the shared code too, whose data files are reviewed exceptions', () => {
    expect(lint(`export const a = '請選擇性別';`, 'shared/src/example.ts')).toHaveLength(1);
    expect(lint(`export const a = ['內科', '針灸'];`, 'shared/src/doctor.ts')).toEqual([]);
    expect(lint(`export const a = '請選擇性別';`, 'shared/src/routes.ts')).toHaveLength(1);
  });

  it('leaves files outside web/src, bff/src and shared/src alone', () => {
    expect(checkedPath('/repo/web/src/components/a.tsx')).toBe('web/src/components/a.tsx');
    expect(checkedPath('C:\\repo\\web\\src\\lib\\b.ts')).toBe('web/src/lib/b.ts');
    expect(checkedPath('/repo/shared/src/family.ts')).toBe('shared/src/family.ts');
    expect(checkedPath('/repo/bff/src/routes/c.ts')).toBe('bff/src/routes/c.ts');
    expect(checkedPath('/repo/bff/test/d.test.ts')).toBeNull();
    expect(checkedPath('/repo/upstream/src/e.ts')).toBeNull();
    expect(checkedPath('/repo/shared/scripts/messages.mjs')).toBeNull();
  });

  it.each(Object.entries(EXCEPTIONS))('%s still has each of its exceptions', (f, exception) => {
    const source = readFileSync(join(root, f), 'utf8');
    for (const text of exception.texts) {
      if (text === '*') expect(source).toMatch(/\p{Script=Han}/u);
      else expect(source).toContain(text);
    }
  });
});
