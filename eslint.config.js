// One lint run for the server, the web client, the tests and the benchmarks: typescript-eslint's strict
// type-checked rules, React's hook rules, and the dependency rules of docs/architecture.md.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
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
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'web/*.js', 'web/vite.config.ts'] },
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
