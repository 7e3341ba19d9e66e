/** The languages the server speaks; English is the source. */
export const LOCALES = ['en', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A header longer than this is not a browser's: it is read up to here. */
const MAX_HEADER = 1000;

/**
 * The best of our locales for an Accept-Language header (RFC 9110 §12.5.4): the highest quality wins, a
 * language range matches by its primary subtag ("de-AT" is German), `*` is any (English), q=0 is "not this".
 * Among equal qualities the first listed wins. Null when nothing matches, or no header.
 */
export function negotiateLocale(header: string | string[] | undefined): Locale | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  let best: { locale: Locale; q: number } | null = null;
  const refused = new Set<Locale>();
  for (const part of value.slice(0, MAX_HEADER).split(',')) {
    const [range, ...params] = part.trim().split(';');
    const tag = range.trim().toLowerCase();
    if (!tag) continue;
    let q = 1;
    for (const param of params) {
      const [key, raw = ''] = param.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'q') q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(raw) ? Number(raw) : 0;
    }
    const primary = tag.split('-')[0];
    const locale: Locale | null = primary === '*' ? SOURCE_LOCALE : isLocale(primary) ? primary : null;
    if (!locale) continue;
    if (q === 0) {
      refused.add(locale);
      continue;
    }
    if (primary === '*' && refused.has(locale)) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best && !refused.has(best.locale) ? best.locale : null;
}
