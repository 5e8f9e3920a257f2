// ESLint flat config: typescript-eslint, React hook rules, import cycles and the boundaries of STYLE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/client/features', import.meta.url));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // without these the import plugin resolves no .ts/.tsx file, and no-cycle silently sees no graph
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // only env.ts reads process.env on the server
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts' },
      ],
    },
  },
  {
    // the shared code depends on neither side
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/client/**', '@server/*', '@client/*', '@test/*'],
              message: 'src/shared imports neither side',
            },
          ],
        },
      ],
    },
  },
  {
    // the server never imports the browser's code nor test helpers (its own tests may use them)
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '@client/*', '@test/*'],
              message: 'The server imports neither the client nor test helpers',
            },
          ],
        },
      ],
    },
  },
  {
    // the browser imports from the server only `import type { AppType } from '@server/app'`: wire types
    // come from src/shared/schemas or from the typed client (InferResponseType), never a server module
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@server/app',
              allowImportNames: ['AppType'],
              message: 'The client imports from the server only `import type { AppType }`',
            },
            {
              name: 'sonner',
              allowTypeImports: true,
              message:
                "Toasts go through '@client/lib/toast', which queues them until the lazily loaded toaster is mounted",
            },
          ],
          patterns: [
            {
              group: ['**/server/**', '@server/*', '!@server/app'],
              message: 'The client imports from the server only `import type { AppType } from @server/app`',
            },
            { group: ['@test/*'], message: 'Test helpers stay out of the client' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@server/app'][importKind!='type']",
          message: 'The client imports from the server only `import type { AppType }`',
        },
        {
          selector: 'ExportNamedDeclaration[source.value=/server/]',
          message: 'The client re-exports nothing from the server',
        },
      ],
    },
  },
  {
    // shared client folders import no feature; features never import each other
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./src/client/features/${f}`,
              from: './src/client/features',
              except: [`./${f}`],
              message: 'Features never import each other; compose them in app/routes',
            })),
            { target: './src/client/components', from: ['./src/client/features', './src/client/app'] },
            { target: './src/client/lib', from: ['./src/client/features', './src/client/app'] },
            { target: './src/client/hooks', from: ['./src/client/features', './src/client/app'] },
          ],
        },
      ],
    },
  },
);
