import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('theme colours for text', () => {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(full).light;
  // White pages and the light grey panels forms sit on.
  const backgrounds = ['#ffffff', full.colors.gray[0], full.colors.gray[1]];

  it.each(['--mantine-color-dimmed', '--mantine-color-error'] as const)(
    '%s (secondary text, the required-field asterisk, error messages) reads at 4.5:1 or more',
    (variable) => {
      const colour = light[variable]!;
      for (const bg of backgrounds) expect(contrast(colour, bg!)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
