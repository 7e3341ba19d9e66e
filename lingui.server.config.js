// The server's catalogs (issue 36): `npm run i18n:extract:server` and `npm run i18n:compile:server` pass this file.
// The web client has its own config (lingui.config.ts); each extracts from its own sources into its own catalogs.
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';

const root = import.meta.dirname;

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en', 'de', 'es', 'pseudo'],
  sourceLocale: 'en',
  pseudoLocale: 'pseudo',
  // No fallback: `lingui compile --strict` then fails on any German or Spanish message left untranslated.
  fallbackLocales: false,
  rootDir: root,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/server',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.spec.ts',
        '<rootDir>/src/locales/**',
        '<rootDir>/src/shared/i18n/translate.ts',
      ],
    },
  ],
  format: formatter({ origins: true, lineNumbers: false }),
  // Nest's parameter decorators need the legacy decorators of TypeScript.
  extractors: [createBabelExtractor({ parserOptions: { tsExperimentalDecorators: true } })],
  // Our runtime `msg` (src/shared/i18n/msg.ts) is read as Lingui's own macro: only the descriptor form is used.
  // './msg.js' is how the i18n module's own files (patterns.ts) import it, without a cycle through '#i18n'.
  macro: { corePackage: ['#i18n', './msg.js'] },
  compileNamespace: 'es',
};
