import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of apps/web/src/features is a feature: a new one is under the rule from its first file.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Every web form is built with lib/use-schema-form.ts (the shared schema, server errors mapped once).
// Blocks below that set their own no-restricted-imports for web files repeat it: a later block's
// options replace an earlier one's.
const schemaFormOnly = {
  name: 'react-hook-form',
  importNames: ['useForm'],
  message:
    "Build forms with useSchemaForm from '@/lib/use-schema-form': the shared schema checks them and the server's field errors land on their fields.",
};

export default defineConfig([
  globalIgnores([
    '**/node_modules',
    '**/dist',
    '**/dist-server',
    'data',
    '**/test-results',
    '**/playwright-report',
  ]),
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The contract package is imported by both apps, so it may import neither.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@app/api', '@app/web', '**/apps/**', 'react', 'drizzle-orm', 'node:*'],
              message: 'packages/shared stays free of app, React, Drizzle and Node imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], reactRefresh.configs.vite],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // React Router's loaders throw data(...) to render an error status (its documented idiom).
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/use-schema-form.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [schemaFormOnly] }] },
  },
  // Web features do not import each other: shared UI goes to components/, shared logic to lib/,
  // a shared endpoint's fetcher and every query key to api/.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [schemaFormOnly],
          patterns: [
            {
              group: webFeatures
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
              message:
                'Features do not import each other; move shared pieces to components/ or lib/, a shared endpoint to api/.',
            },
          ],
        },
      ],
    },
  })),
  {
    // The API layer (one fetcher per endpoint, the query-key factory) sits below the features:
    // every feature may import it, so it imports no feature, nor the app that composes them.
    files: ['apps/web/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [schemaFormOnly],
          patterns: [
            {
              group: ['@/features', '@/features/**', '**/features/**', '@/app', '@/app/**', '**/app/**'],
              message: 'apps/web/src/api/ is below the features: it imports neither a feature nor app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    // Responses parsed in tests are `any` by design (light-my-request's json()); assertions check their shape.
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The API's test files share their worker's modules (isolate: false in apps/api/vitest.config.ts):
    // a mocked module would leak into the files that run after it.
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share loaded modules: build the app with what the test needs instead.',
        })),
      ],
    },
  },
  {
    // The web app's test files share their worker's modules (isolate: false in projects web and
    // web:node): a mocked module would leak into the files that run after it. A file that must mock
    // one is named *.isolated.test.tsx and runs with modules of its own (project web:isolated).
    files: ['apps/web/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Web test files share loaded modules: stub at a boundary (stubApi, vi.stubGlobal), or name the file *.isolated.test.tsx.',
        })),
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], extends: [tseslint.configs.disableTypeChecked] },
]);
