import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parsePoFile } from '@lingui/format-po';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** The web client's catalogs, and the server's (its refusals, mails and notices). */
const CATALOGS = {
  web: (locale: string) => resolve(ROOT, 'web', 'src', 'locales', locale, 'messages.po'),
  server: (locale: string) => resolve(ROOT, 'src', 'locales', locale, 'server.po'),
};
type Catalog = keyof typeof CATALOGS;
const cache = new Map<string, Map<string, string>>();

/** A catalog of a locale: English source → translation. */
function catalog(locale: string, which: Catalog): Map<string, string> {
  let entries = cache.get(`${which}:${locale}`);
  if (!entries) {
    const po = parsePoFile(readFileSync(CATALOGS[which](locale), 'utf8'));
    entries = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
    cache.set(`${which}:${locale}`, entries);
  }
  return entries;
}

/**
 * What the web client says for an English message in another language, from its catalog: a test written in
 * English checks a German page without a second copy of the translation to keep up to date.
 */
export function translated(locale: string, english: string, which: Catalog = 'web'): string {
  const text = catalog(locale, which).get(english);
  if (!text) throw new Error(`no ${locale} translation of "${english}" in ${CATALOGS[which](locale)}`);
  return text;
}

/** A translated message with its placeholders ({n}) and tags (<0>…</0>) read as any text, anchored. */
export function translatedPattern(locale: string, english: string): RegExp {
  const text = translated(locale, english);
  const parts = text.split(/\{[^{}]*\}|<\/?\d+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*?')}$`, 's');
}
