// Render-blocking CSS is only what the shell paints: Mantine's globals and the components of the
// header, footer, loaders and error pages. Every other component's CSS comes in one stylesheet
// beside the first page chunk (app/mantine-styles.ts, loaded by the router).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// In the order of @mantine/core/styles.css (Text before Anchor, for one): the cascade depends on it.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import { useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { COPY_LOCALE, LocaleProvider, type Locale } from '../lib/i18n/locale';
import { loadedNotifications, subscribeNotificationsLoaded } from '../lib/notify/notify';
import { cssVariablesResolver, themeFor } from '../theme';
import type { buildRouter } from './router';

/**
 * The notification container (and its transition code), from the first notice on: a page that
 * shows none never loads it, and the store keeps what was shown before the container arrives.
 * Loaded by lib/notify/notify.ts rather than `lazy()`, which would keep a failed load (offline) for good.
 */
function NotificationsWhenLoaded() {
  const loaded = useSyncExternalStore(
    subscribeNotificationsLoaded,
    loadedNotifications,
    () => null,
  );
  if (!loaded) return null;
  return <loaded.Notifications limit={3} zIndex={3000} />;
}

/**
 * Everything around the router; the server renders the same with its own query client and its
 * request's locale.
 */
export function AppProviders({
  client,
  locale,
  children,
}: {
  client: QueryClient;
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <LocaleProvider locale={locale}>
      <MantineProvider theme={themeFor(locale)} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsWhenLoaded />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </LocaleProvider>
  );
}

export function App({
  client,
  router,
}: {
  client: QueryClient;
  router: ReturnType<typeof buildRouter>;
}) {
  return (
    <AppProviders client={client} locale={COPY_LOCALE}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
