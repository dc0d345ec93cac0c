import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Locale } from './lib/i18n/locale';
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

/**
 * The theme of a locale: its icon-only controls (pagination arrows, the close buttons of dialogs
 * and the phone menu, the password's eye) are named in that locale. Made once per locale.
 */
export function themeFor(locale: Locale): MantineThemeOverride {
  let made = themes.get(locale);
  if (!made) {
    made = makeTheme(locale);
    themes.set(locale, made);
  }
  return made;
}

const themes = new Map<Locale, MantineThemeOverride>();

function makeTheme(locale: Locale): MantineThemeOverride {
  const o = { locale };
  const controlLabels: Record<string, string> = {
    first: m.theme_pagination_first({}, o),
    previous: m.theme_pagination_previous({}, o),
    next: m.theme_pagination_next({}, o),
    last: m.theme_pagination_last({}, o),
  };
  const close = m.theme_close({}, o);
  return createTheme({
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
          getControlProps: (control: string) => ({ 'aria-label': controlLabels[control] }),
        },
      },
      // The close buttons of dialogs and the phone menu are an icon only: name them too.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      // The eye button is a toggle: one name, and Mantine's aria-pressed says whether it is on.
      PasswordInput: {
        defaultProps: {
          visibilityToggleButtonProps: { 'aria-label': m.theme_show_password({}, o) },
        },
      },
    },
  });
}

/** The source locale's theme: for what is the same in every locale (the colours). */
export const theme = themeFor('zh-Hant-HK');

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
