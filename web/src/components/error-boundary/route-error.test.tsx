import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, ChunkLoadError } from '../../lib/offline/chunk-reload';
import { theme } from '../../theme';
import { RouteError } from './route-error';

function renderFailing(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw error;
        },
        element: <p>page</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('RouteError', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the page once when a page download fails', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailing(new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module')));
    // Testing Library's wait, with the suite's limit (test-utils/setup.ts): Vitest's own gives up
    // after 1 s, which a render through the router can take on a loaded machine.
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
    vi.unstubAllGlobals();
  });

  it('after the reload, explains the failure and offers a retry instead of a blank screen', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    renderFailing(new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByText('頁面未能載入')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page for a 404 response', async () => {
    renderFailing(new Response(null, { status: 404 }));
    expect(await screen.findByRole('heading', { name: '找不到頁面' })).toBeInTheDocument();
  });

  it('shows a friendly message for other errors', async () => {
    renderFailing(new Error('boom'));
    expect(await screen.findByText('頁面出現問題')).toBeInTheDocument();
    expect(screen.queryByText('boom')).toBeNull();
  });
});
