import type { ReactElement, ReactNode } from 'react';
import { render as rtlRender } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LocaleProvider, type Locale } from '../src/lib/i18n/locale';
import { cssVariablesResolver, theme } from '../src/theme';

/**
 * Renders a component with Mantine, a fresh QueryClient and a router at `route`, in the render
 * locale `locale` (the source locale, Traditional Chinese, unless given).
 */
export function render(
  ui: ReactElement,
  { route = '/', locale = 'zh-Hant-HK' }: { route?: string; locale?: Locale } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider locale={locale}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </LocaleProvider>
  );
  return { queryClient, ...rtlRender(ui, { wrapper: Wrapper }) };
}
