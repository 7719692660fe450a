import js from '@eslint/js';
import noUnsanitized from 'eslint-plugin-no-unsanitized';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', '.output/', '.wxt/', 'web-ext-artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // SECURITY.md#untrusted-html-inert: no innerHTML/outerHTML/insertAdjacentHTML/document.write from data.
  noUnsanitized.configs.recommended,
  // Hooks: the rules of hooks, and effects that name every value they read.
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  // Shipped code uses zod/mini: the classic API cost each bundle that parses about 16 KB more (gzipped).
  {
    files: ['entrypoints/**', 'components/**', 'utils/**'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
          name,
          message: "Use `import { z } from 'zod/mini'` in code that ships.",
        })),
      ],
    },
  },
);
