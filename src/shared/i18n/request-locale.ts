import { isLocale, negotiateLocale, SOURCE_LOCALE, type Locale } from './locales.js';
import type { RenderLocale } from './translate.js';

/** Where the access guard leaves the signed-in user's saved locale on the request (null: none saved). */
export const USER_LOCALE = Symbol('spockout.userLocale');

interface LocaleRequest {
  headers: Record<string, string | string[] | undefined>;
  [USER_LOCALE]?: Locale | null;
}

/** The guard's note: this request's user saved this locale (or none). */
export function noteUserLocale(request: object, locale: Locale | null): void {
  (request as LocaleRequest)[USER_LOCALE] = locale;
}

/**
 * The locale a request is answered in (issue 36 §2): the signed-in player's saved choice, else the best match
 * of Accept-Language, else English. `Accept-Language: pseudo` asks for the pseudo-locale the web's sweep reads.
 */
export function requestLocale(request: LocaleRequest): RenderLocale {
  const saved = request[USER_LOCALE];
  if (isLocale(saved)) return saved;
  const header = request.headers['accept-language'];
  if (typeof header === 'string' && header.trim().toLowerCase() === 'pseudo') return 'pseudo';
  return negotiateLocale(header) ?? SOURCE_LOCALE;
}
