import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dropLinkPrefetch } from './unused-router-prefetch';

/** The installed router's module that declares `Link`, in each of its builds. */
function routerLinkModules(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('react-router/package.json'));
  return ['development', 'production'].map((build) =>
    readFileSync(join(root, 'dist', build, 'lib', 'dom', 'lib.js'), 'utf8'),
  );
}

describe("the router's unused link prefetch", () => {
  it("is dropped from the installed router's Link", () => {
    for (const code of routerLinkModules()) {
      const dropped = dropLinkPrefetch(code);
      expect(dropped).not.toBeNull();
      expect(dropped).not.toMatch(/createElement\(PrefetchPageLinks\b/);
    }
  });

  it('leaves a module without the element alone', () => {
    expect(dropLinkPrefetch('var Link = React.forwardRef(() => null);')).toBeNull();
  });

  // Why the step changes nothing the portal does: in a data router a link never prefetches,
  // whatever its prop asks for (this runs the router as installed, without the build step).
  it('is never rendered by a link in a data router', async () => {
    // `render` is the eagerest: in framework mode its effect starts the prefetch at once.
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <Link to="/doctor/list" prefetch="render">
            醫師
          </Link>
        ),
      },
      { path: '/doctor/list', element: <p>list</p> },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('link', { name: '醫師' });
    await act(async () => {});
    // Anywhere in the document: React puts a rendered <link> in the head.
    expect(document.querySelector('link')).toBeNull();
  });
});
