// Mantine's global styles only: each component's stylesheet comes with the component (see
// scripts/mantine-component-css.ts), so the first paint does not wait for all of them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { Suspense, lazy } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from '../theme';
import { router } from './router';

// The notification container (and its transition code) is not needed for the first paint; the
// store behind `notifications.show` is, and keeps notices shown before the container arrives.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications limit={3} zIndex={3000} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
