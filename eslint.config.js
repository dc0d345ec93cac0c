import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Package arrows: web, bff and upstream depend on shared only; the BFF's process entry
// (bff/src/server.ts) is the one file that may start the embedded upstream, with the contract
// suite's in-process target (bff/test/contract/target.ts), which starts the BFF the same way.
const toPackage = (names) => ({
  regex: `^@portal/(${names.join('|')})(/|$)|(^|/)(${names.join('|')})/src(/|$)`,
  message: 'Packages depend on @portal/shared only (see the README architecture).',
});
// Web features compose in web/src/app; one feature never reaches into another.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'coverage/**', 'bench/**/*.json'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
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
    },
  },
  {
    // Served as written to the browser (the offline page's script).
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'react*'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [toPackage(['bff', 'upstream'])] }] },
  },
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            toPackage(['bff', 'upstream']),
            {
              regex: `(^|/)(features/|\\.\\./)(?!${feature}/)(${FEATURES.join('|')})/`,
              message: `The ${feature} feature may not import another feature; compose them in web/src/app.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['upstream/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [toPackage(['bff', 'web'])] }] },
  },
  {
    files: ['bff/**/*.ts'],
    ignores: ['bff/src/server.ts', 'bff/test/contract/target.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [toPackage(['upstream', 'web'])] }] },
  },
  {
    // The BFF's lib is plain code the plugins wire into Fastify: it never reaches back into them.
    files: ['bff/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            toPackage(['upstream', 'web']),
            {
              regex: '(^|/)plugins(/|$)',
              message:
                'bff/src/lib may not import from bff/src/plugins; move shared code into lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,mjs}', '**/scripts/**/*.{ts,mjs}', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
