import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { messages as de } from '../../locales/de/server.js';
import { messages as en } from '../../locales/en/server.js';
import { messages as es } from '../../locales/es/server.js';
import { messages as pseudo } from '../../locales/pseudo/server.js';
import { isDescriptor, type Text } from './msg.js';
import { matchPattern } from './patterns.js';
import type { Locale } from './locales.js';
import { formatValue } from './values.js';

/** The locales a message can be rendered in: a player's three, and the pseudo-locale the web's sweep reads. */
export type RenderLocale = Locale | 'pseudo';

const CATALOGS: Record<RenderLocale, Messages> = { en, de, es, pseudo };

/** One Lingui instance per locale, made once: a request only picks one. */
const setup = (locale: RenderLocale): I18n =>
  // The pseudo-locale formats numbers and plurals as English does.
  setupI18n({ locale, locales: [locale === 'pseudo' ? 'en' : locale], messages: { [locale]: CATALOGS[locale] } });
const I18NS: Record<RenderLocale, I18n> = {
  en: setup('en'),
  de: setup('de'),
  es: setup('es'),
  pseudo: setup('pseudo'),
};

/** Bounds the words remembered by `remembered`; past it the memory starts over (the words stay English). */
const MAX_REMEMBERED = 5_000;
const REMEMBERED = new Map<string, MessageDescriptor>();

/**
 * A message as its English words, for a place that takes only a string (class-validator's message), remembered
 * so that `translate` knows those words again with their values (an amount written as the locale writes it).
 */
export function remembered(text: Text): string {
  if (!isDescriptor(text)) return text;
  const words = translate('en', text);
  if (text.values) {
    if (REMEMBERED.size >= MAX_REMEMBERED) REMEMBERED.clear();
    REMEMBERED.set(words, text);
  }
  return words;
}

/**
 * A message in a locale. A descriptor is rendered with its values (money, times and nested messages formatted
 * for the locale). A string is taken as English words: a message `remembered` or marked with exactly those
 * words, or an instance of a pattern message (patterns.ts), is translated; any other string stays as it is.
 */
export function translate(locale: RenderLocale, text: Text): string {
  const i18n = I18NS[locale];
  if (!isDescriptor(text)) {
    const known = REMEMBERED.get(text);
    if (known) return translate(locale, known);
    const id: string = generateMessageId(text) as string;
    if (id in CATALOGS[locale]) return i18n._(id);
    const instance = matchPattern(text);
    return instance ? translate(locale, instance) : text;
  }
  const values = text.values
    ? Object.fromEntries(
        Object.entries(text.values).map(([key, value]) => [
          key,
          isDescriptor(value) ? translate(locale, value) : formatValue(value, locale === 'pseudo' ? 'en' : locale),
        ]),
      )
    : undefined;
  return i18n._({ id: text.id, message: text.message, values });
}

/** A message in English, the words logs and `Error.message` keep. */
export const english = (text: Text) => translate('en', text);
