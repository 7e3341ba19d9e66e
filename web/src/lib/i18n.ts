import { i18n, type Messages } from '@lingui/core';
import { english } from './english';

/**
 * The languages Spockout speaks (issue 36). English is the source and comes with the modules that show it
 * (./english.ts); German and Spanish load when chosen. `pseudo` is English made strange for the test that finds text no message carries: it is never
 * offered in the menu, only set by that test (localStorage).
 */
export const LOCALES = ['en', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
type AnyLocale = Locale | 'pseudo';

/** Each language under its own name, as a language menu shows it to someone who cannot read the current one. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- endonyms: the same in every language
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', es: 'Español' };

export const LOCALE_KEY = 'spockout-locale';

const catalogs: Record<Exclude<AnyLocale, 'en'>, () => Promise<{ messages: Messages }>> = {
  de: () => import('../locales/de/messages.po'),
  es: () => import('../locales/es/messages.po'),
  pseudo: () => import('../locales/pseudo/messages.po'),
};

function isLocale(value: unknown): value is AnyLocale {
  return value === 'pseudo' || LOCALES.includes(value as Locale);
}

/** The player's remembered choice, else the browser's languages in order (its Accept-Language), else English. */
export function detectLocale(): AnyLocale {
  try {
    const stored = window.localStorage.getItem(LOCALE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage refused (a private window's policy): the browser's languages decide.
  }
  for (const tag of navigator.languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (LOCALES.includes(primary as Locale)) return primary as Locale;
  }
  return 'en';
}

/** The active language as one of the menu's (the pseudo-locale reads as English). */
export function currentLocale(): Locale {
  const locale = i18n.locale;
  return LOCALES.includes(locale as Locale) ? (locale as Locale) : 'en';
}

/** Loads a language's catalog, switches every message to it and tells screen readers (`<html lang>`). */
export async function activateLocale(locale: AnyLocale): Promise<void> {
  const messages = locale === 'en' ? english : (await catalogs[locale]()).messages;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale === 'pseudo' ? 'en-XA' : locale;
}

/** The player's choice from the menu (or their profile): remembered on this device, applied at once. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not remembered on this device; the profile still keeps it for a signed-in player.
  }
  await activateLocale(locale);
}

// English is there from the first line of code, so nothing renders before a language is active.
i18n.loadAndActivate({ locale: 'en', messages: english });
