import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const stylesDir = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const imported = (file: string) =>
  [
    ...readFileSync(join(__dirname, file), 'utf8').matchAll(
      /@mantine\/core\/styles\/([\w-]+)\.css/g,
    ),
  ].map((m) => m[1]);

describe('Mantine stylesheets', () => {
  it('the shell (provider) and the lazy sheet together import every component stylesheet once', () => {
    const all = readdirSync(stylesDir)
      .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
      .map((f) => f.replace(/\.css$/, ''))
      .sort();
    const both = [...imported('provider.tsx'), ...imported('mantine-styles.ts')];
    expect([...both].sort()).toEqual(all);
  });
});
