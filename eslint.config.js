// ESLint flat config: typescript-eslint plus the import boundaries of STYLE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = ['offers', 'uploads', 'profiles', 'admin', 'chat', 'billing', 'ai', 'auth', 'dashboard', 'contact'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
      'import-x/no-cycle': 'off',
    },
  },
  {
    // only env.ts reads process.env on the server
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts' }],
    },
  },
  {
    // the shared code depends on neither side
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/client/**', '@/*'], message: 'src/shared imports neither side' }] }],
    },
  },
  {
    // the browser imports from the server only `import type`
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: 'The client imports only types from the server' }] },
      ],
    },
  },
  {
    // shared client folders import no feature; features never import each other
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
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
