import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { m } from './lib/i18n/messages';

/** Jade green: the portal's brand colour. */
const jade: MantineColorsTuple = [
  '#e9f7f0',
  '#d6ebe0',
  '#aed6c1',
  '#82c09f',
  '#5ead83',
  '#47a171',
  '#3a9a67',
  '#2f7d5b',
  '#236c4c',
  '#0f5d3d',
];

// The theme is made once, outside any render: its names are the catalogue's source locale.
const CONTROL_LABELS: Record<string, string> = {
  first: m.theme_pagination_first(),
  previous: m.theme_pagination_previous(),
  next: m.theme_pagination_next(),
  last: m.theme_pagination_last(),
};

export const theme = createTheme({
  primaryColor: 'jade',
  colors: { jade },
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang HK", "Noto Sans HK", "Microsoft JhengHei", sans-serif',
  headings: { fontWeight: '600' },
  // Plain objects (no Component.extend) so the theme does not pull these components into the
  // initial bundle.
  components: {
    // The arrow controls are icon-only: give them names screen readers can read.
    Pagination: {
      defaultProps: {
        getControlProps: (control: string) => ({ 'aria-label': CONTROL_LABELS[control] }),
      },
    },
    // The close buttons of dialogs and the phone menu are an icon only: name them too.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': m.theme_close() } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': m.theme_close() } } },
    // The eye button is a toggle: one name, and Mantine's aria-pressed says whether it is on.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': m.theme_show_password() } },
    },
  },
});

/**
 * Mantine's default "dimmed" text (gray 6, #868e96) is 3.3:1 on white, below WCAG AA's 4.5:1 for
 * body text; gray 7 (#495057) reads at about 8:1 and still looks secondary. Its error colour
 * (red 6, #fa5252), which paints the required-field asterisk and every field's error message,
 * is 3.3:1; red 9 (#c92a2a) is 5.5:1 on white and above 4.5:1 on the light grey panels too.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
