import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/build/**', '**/.tmp/**', '**/.strapi/**',
      'cms/types/**', 'e2e/test-results*/**', 'e2e/playwright-report*/**', '**/*.config.*s', '**/vite.*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['applicant-web/src/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}', 'packages/web-ui/src/**/*.{ts,tsx}', 'packages/application-form/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A feature never reaches into another: the app's routes compose them (bulletproof-react's rule;
    // a feature's own files import each other by relative path).
    files: ['applicant-web/src/features/**/*.{ts,tsx}', 'admin-web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*'], message: "Import another feature's parts in the app's routes (src/app), not in a feature." }] }],
    },
  },
  {
    // The cms's layers: services know no controllers, routes or HTTP helpers of the controllers.
    files: ['cms/src/api/*/services/**/*.ts', 'cms/src/utils/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/controllers/*'], message: 'Services and utils do not import controllers: controllers call services.' }] }],
    },
  },
  {
    // Strapi hands controllers, policies and middlewares an untyped Koa context.
    files: ['cms/**/*.ts'],
    languageOptions: { globals: { strapi: 'readonly' } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
