import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The cms's tables (cms/src/db/tables.ts), for the data-layer rule below.
const TABLES = '(applicants|applications|application_(documents|payments|comments|decisions|results)|link_tokens|login_sessions|audit_logs|email_logs|letter_runs|up_users|banking_presets|cycle_budgets|rubric_criteria|score_reviews)';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/build/**', '**/.tmp/**', '**/.strapi/**', 'cms/.test-dist/**',
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
    // The cms is CommonJS: its entry scripts load Strapi with require (Strapi's ES module build
    // cannot be imported by Node 20).
    files: ['cms/scripts/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
    // The data layer: only cms/src/db/ names a table or reaches the database's knex; services call
    // its query modules (tables.ts spells every table and link table once).
    files: ['cms/src/**/*.ts'],
    ignores: ['cms/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/_lnk\\b/]', message: 'Name link tables in cms/src/db/ (LINK in tables.ts), and query them there.' },
        { selector: 'TemplateElement[value.raw=/_lnk\\b/]', message: 'Name link tables in cms/src/db/ (LINK in tables.ts), and query them there.' },
        {
          selector: `Literal[value=/^${TABLES} as \\w+$/]`,
          message: 'Name tables in cms/src/db/ (TABLE in tables.ts), and query them there.',
        },
        {
          selector: `Literal[value=/\\b(from|join|into|update)\\s+${TABLES}\\b/i]`,
          message: 'Write SQL in cms/src/db/, naming tables through TABLE in tables.ts.',
        },
        {
          selector: `TemplateElement[value.raw=/\\b(from|join|into|update)\\s+${TABLES}\\b/i]`,
          message: 'Write SQL in cms/src/db/, naming tables through TABLE in tables.ts.',
        },
        { selector: "MemberExpression[property.name='connection'][object.property.name='db']", message: 'Query the database through cms/src/db/, not strapi.db.connection.' },
      ],
    },
  },
  {
    // Controllers parse, call services and shape answers: they never query (controllers → services → data layer).
    files: ['cms/src/api/*/controllers/**/*.ts', 'cms/src/policies/**/*.ts', 'cms/src/middlewares/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/db/*'], message: 'Controllers, policies and middlewares call services; only services use cms/src/db/.' }] }],
    },
  },
  {
    // Strapi hands controllers, policies and middlewares an untyped Koa context.
    files: ['cms/**/*.ts'],
    languageOptions: { globals: { strapi: 'readonly' } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
