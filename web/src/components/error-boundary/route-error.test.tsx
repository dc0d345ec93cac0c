import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '../../lib/chunk-reload';
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
  it('explains a failed page download and offers a retry instead of a blank screen', async () => {
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
