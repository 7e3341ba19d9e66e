// One lint run for the server, the web client, the tests and the benchmarks: typescript-eslint's strict
// type-checked rules, React's hook rules, and the dependency rules of docs/architecture.md.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryRules } from './eslint.boundaries.js';

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'web/src/lib/api-types.ts',
      'docs/**',
      // Lingui's compiled catalogs (npm run i18n:compile), generated and ignored by git.
      'web/src/locales/**/*.js',
      // The server's compiled catalogs (npm run i18n:compile:server), committed so nest build needs no step.
      'src/locales/**/*.ts',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            'web/*.js',
            'web/vite.config.ts',
            'test/support/lingui-*.js',
            'lingui.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Ids and amounts are numbers; `${id}` in a path or a message is what we mean.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `_` marks a parameter a signature needs and the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `onClick={() => setOpen(true)}`: a one-line arrow that forwards a void call is React's idiom.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // Tests read answers as JSON and assert their shape; the assertion is the check, so the untyped-value rules
    // would only ask for casts that prove nothing. A fixture the test built itself may be asserted non-null.
    files: ['test/**/*.ts', 'src/**/*.spec.ts', 'web/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every word a player or an admin reads is a message (issue 36 §3): a string in the web client that is not a
    // message, and not a key, a class, a path, a test id or a value a typed union names (useTsTypes), is an error.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/lib/api-types.ts'],
    plugins: { lingui },
    rules: {
      ...lingui.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // Not words: a single token without a space (a key, a class, an id, a path, a unit), a URL, a number.
            '^(?![A-Z])\\S+$',
            '^[A-Z_-]+$',
            '^(https?:|/)',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|data-[\\w-]+|testId|key|id|to|href|type|name|autoComplete|inputMode|role|method|rel|target|value|queryKey|mutationKey|path|variant|color|c|size|fw|ta|ff|tt|gap|justify|align|wrap|pos|component|orientation|position|radius|mode|accept|pattern|step|lang|dir|src)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'new Error',
            'URL',
            'URLSearchParams',
            'document.*',
            'window.*',
            'localStorage.*',
            'sessionStorage.*',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.addEventListener',
            '*.removeEventListener',
            'navigate',
            'redirect',
            'createFileRoute',
            'createRoute',
            'useMatch',
            'fetch',
            'api.*',
            'client.*',
            'matchMedia',
            'window.matchMedia',
            'Intl.*',
            'dateTimeFormat',
            'numberFormat',
            '*.headers.set',
          ],
        },
      ],
    },
  },
  {
    // Jest's plain-JavaScript hooks (it loads them before any TypeScript transform exists): untyped by nature.
    files: ['test/support/lingui-*.js', 'lingui.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Nest's modules and CQRS handlers are classes the container instantiates; an empty class body is its idiom.
    files: ['src/**/*.ts'],
    rules: { '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }] },
  },
  {
    // One way to query (docs/architecture.md, "Persistence"): kysely's typed builder or its sql<Row> template over
    // the generated schema (src/shared/database), never an SQL string the compiler cannot check.
    files: ['src/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['src/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(execute|raw)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
          message:
            'No SQL strings: query through db(em) (kysely) or the sql<Row> template of src/shared/database/query.ts.',
        },
        {
          selector:
            'CallExpression[callee.property.name="execute"]:matches([callee.object.name=/^(em|tx|connection)$/], [callee.object.property.name=/^(em|orm)$/], [callee.object.callee.property.name=/^(em|fork|getConnection)$/])',
          message:
            'No em.execute: query through db(em) (kysely) or the sql<Row> template of src/shared/database/query.ts.',
        },
        {
          selector: 'CallExpression[callee.property.name="getConnection"]',
          message: "The ORM's connection is not a query API: use db(em) or sql<Row> (src/shared/database/query.ts).",
        },
      ],
    },
  },
  boundaryRules,
  prettier,
);
