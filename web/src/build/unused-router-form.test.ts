import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markRouterFormPure } from './unused-router-form';

/** The installed router's module that declares `Form`, in each of its builds. */
function routerFormModules(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('react-router/package.json'));
  return ['development', 'production'].map((build) =>
    readFileSync(join(root, 'dist', build, 'lib', 'dom', 'lib.js'), 'utf8'),
  );
}

describe("the router's unused Form", () => {
  it('is marked pure in the installed router, its displayName dropped', () => {
    for (const code of routerFormModules()) {
      const marked = markRouterFormPure(code);
      expect(marked).toMatch(/^const Form = \/\* @__PURE__ \*\/ React[\w$]*\.forwardRef\(/m);
      expect(marked).not.toContain('Form.displayName = "Form";');
    }
  });

  it('leaves a module without the declaration alone', () => {
    expect(markRouterFormPure('var Link = React.forwardRef(() => null);')).toBeNull();
  });
});
