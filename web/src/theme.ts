import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'jade',
  colors: { jade },
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang HK", "Noto Sans HK", "Microsoft JhengHei", sans-serif',
  headings: { fontWeight: '600' },
});
