import { i18n } from '@lingui/core';

/**
 * The locale numbers, money and dates are formatted in: the active language's (issue 36), so German reads
 * "1.234,50" and "28. November 2026". The pseudo-locale formats as Greek does: a month or a weekday Intl wrote is
 * then told apart, by its script, from an English word no message carries (test/browser/pseudo-locale.test.ts).
 */
export function intlLocale(): string {
  if (i18n.locale === 'pseudo') return 'el';
  return i18n.locale || 'en';
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** Intl's formatters are costly to build and a page formats hundreds of amounts: one per locale and options. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: (locale: string) => T): T {
  const locale = intlLocale();
  const id = `${locale}|${key}`;
  let format = cache.get(id) as T | undefined;
  if (!format) {
    format = make(locale);
    cache.set(id, format);
  }
  return format;
}

export function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${key}`, (locale) => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${key}`, (locale) => new Intl.DateTimeFormat(locale, options));
}
