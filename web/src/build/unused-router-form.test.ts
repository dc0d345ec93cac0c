import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markRouterFormPure } from './unused-router-form';

/** The installed router's modules that declare `Form`. */
function routerFormModules(): string[] {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist/development');
  return readdirSync(dist)
    .filter((file) => /^chunk-.*\.mjs$/.test(file))
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .filter((code) => code.includes('var Form = '));
}

describe("the router's unused Form", () => {
  it('is marked pure in the installed router, its displayName dropped', () => {
    const modules = routerFormModules();
    expect(modules).toHaveLength(1);
    const marked = markRouterFormPure(modules[0]!);
    expect(marked).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(marked).not.toContain('Form.displayName = "Form";');
  });

  it('leaves a module without the declaration alone', () => {
    expect(markRouterFormPure('var Link = React.forwardRef(() => null);')).toBeNull();
  });
});
