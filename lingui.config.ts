import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web client's messages (issue 36): English is the source, German and Spanish are translated, and `pseudo`
 * is English made strange (accents, brackets, a third longer) so a browser test can find any text that did not go
 * through a message. `npm run i18n:extract` writes the catalogs; `npm run i18n:compile -- --strict` (in
 * `npm test`) fails on a message German or Spanish lacks. The server's mails and errors have their own catalogs
 * (src/shared/i18n).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  catalogs: [
    {
      path: '<rootDir>/web/src/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/api-types.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
