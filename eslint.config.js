import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
// TypeScript without imports of its own: Node strips its types when loading it.
import { interfaceTextRule } from './web/src/build/interface-text.ts';

// Package arrows: web, bff and upstream depend on shared only; the BFF's process entry
// (bff/src/server.ts) is the one file that may start the embedded upstream, with the contract
// suite's in-process target (bff/test/contract/target.ts), which starts the BFF the same way.
const toPackage = (names) => ({
  regex: `^@portal/(${names.join('|')})(/|$)|(^|/)(${names.join('|')})/src(/|$)`,
  message: 'Packages depend on @portal/shared only (see the README architecture).',
});
// Web features compose in web/src/app; one feature never reaches into another.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url));
// Web's tiers: lib, components and config <- features <- app. A relative import that reaches
// a tier above its own is refused (app may import everything below it).
const toWebTier = (tier, message) => ({ regex: `^\\.{1,2}/(.*/)?${tier}(/|$)`, message });
const NO_FEATURES = toWebTier(
  'features',
  'Shared web code (lib, components, config) may not import a feature; pass what it needs in, or move the shared part down.',
);
const NO_APP = toWebTier(
  'app',
  'Only web/src/app composes pages; lib, components and features may not import from it.',
);

// `no-restricted-imports` sees only static imports: the same patterns are applied to `import()`
// by the rule below, so a lazy import cannot bypass a boundary. Each group sets both through
// `restrictImports`. A pattern is `{ regex, message }` or a glob string (`node:*`).
const patternTest = (pattern) =>
  typeof pattern === 'string'
    ? {
        re: new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
        message: `'${pattern}' import is restricted from being used.`,
      }
    : { re: new RegExp(pattern.regex), message: pattern.message };
const boundaries = {
  rules: {
    'no-restricted-import-expressions': {
      meta: { type: 'problem', schema: false },
      create(context) {
        const tests = (context.options[0]?.patterns ?? []).map(patternTest);
        return {
          ImportExpression(node) {
            const { source } = node;
            if (source.type !== 'Literal' || typeof source.value !== 'string') return;
            const hit = tests.find((t) => t.re.test(source.value));
            if (hit) context.report({ node, message: hit.message });
          },
        };
      },
    },
  },
};
const restrictImports = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'boundaries/no-restricted-import-expressions': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'coverage/**',
      'bench/**/*.json',
      // The compiled message catalogue (shared/scripts/messages.mjs), not committed.
      'shared/src/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // As text, Mantine's reds below red 9 are under WCAG AA's 4.5:1 (plain "red" reads as about
      // 3.8:1 on white, red 8 falls under on the light grey panels). Text in the error colour
      // takes the theme's accessible one, which the theme test holds at 4.5:1 or more.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='c'][value.value=/^red(\\.[0-8])?$/]",
          message:
            'Red text below red 9 is under WCAG AA contrast; use c="var(--mantine-color-error)" (the theme\'s accessible error colour).',
        },
      ],
    },
  },
  {
    // Interface text comes from the message catalogue (web/src/lib/i18n/README.md), in the web
    // app, the BFF and the shared code alike; the rule's file lists the few reviewed exceptions.
    files: ['web/src/**/*.{ts,tsx}', 'bff/src/**/*.ts', 'shared/src/**/*.ts'],
    ignores: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/build/**',
      'bff/src/**/*.test.ts',
      'shared/src/**/*.test.ts',
      'shared/src/paraglide/**',
    ],
    plugins: { i18n: { rules: { 'interface-text': interfaceTextRule() } } },
    rules: { 'i18n/interface-text': 'error' },
  },
  {
    // Served as written to the browser (the offline page's script).
    files: ['web/offline/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // The code the browser, the BFF and the upstream all run: no Node or React. Its build scripts
    // (the catalogue's compile and check) and its test set-up run in Node only.
    files: ['shared/**/*.ts'],
    ignores: ['shared/scripts/**', 'shared/vitest.config.ts'],
    languageOptions: { globals: {} },
    rules: {
      ...restrictImports(['node:*', 'fs', 'path', 'react*']),
    },
  },
  // One `no-restricted-imports` per web file group: in flat config a later entry for the same
  // rule replaces an earlier one instead of adding to it, so each group lists all its patterns.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: [
      'web/src/features/**',
      'web/src/lib/**',
      'web/src/components/**',
      'web/src/config/**',
    ],
    rules: restrictImports([toPackage(['bff', 'upstream'])]),
  },
  {
    files: [
      'web/src/lib/**/*.{ts,tsx}',
      'web/src/components/**/*.{ts,tsx}',
      'web/src/config/**/*.{ts,tsx}',
    ],
    rules: restrictImports([toPackage(['bff', 'upstream']), NO_FEATURES, NO_APP]),
  },
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports([
      toPackage(['bff', 'upstream']),
      {
        // Except another feature's cache keys (`api/keys`): a feature that refreshes what another
        // shows names that feature's keys, never copies of their strings.
        regex: `(^|/)(features/|\\.\\./)(?!${feature}/)(${FEATURES.join('|')})/(?!api/keys$)`,
        message: `The ${feature} feature may not import another feature (only its api/keys); compose them in web/src/app.`,
      },
      NO_APP,
    ]),
  })),
  {
    files: ['upstream/**/*.ts'],
    rules: restrictImports([toPackage(['bff', 'web'])]),
  },
  {
    files: ['bff/**/*.ts'],
    ignores: ['bff/src/server.ts', 'bff/test/contract/target.ts'],
    rules: restrictImports([toPackage(['upstream', 'web'])]),
  },
  {
    // The BFF's lib is plain code the plugins wire into Fastify: it never reaches back into them.
    files: ['bff/src/lib/**/*.ts'],
    rules: restrictImports([
      toPackage(['upstream', 'web']),
      {
        regex: '(^|/)plugins(/|$)',
        message: 'bff/src/lib may not import from bff/src/plugins; move shared code into lib.',
      },
    ]),
  },
  {
    files: ['tests/**/*.{ts,mjs}', '**/scripts/**/*.{ts,mjs}', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
