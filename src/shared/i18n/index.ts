/**
 * The server's messages (issue 36), imported as `#i18n` (package.json "imports"): `lingui extract` reads
 * `msg` from this specifier as its macro (src/shared/i18n/lingui.config.js).
 */
export { msg, withValues, isDescriptor, type Text } from './msg.js';
export { LOCALES, SOURCE_LOCALE, isLocale, negotiateLocale, type Locale } from './locales.js';
export { amount, coinsValue, span, time } from './values.js';
export { translate, english, remembered, type RenderLocale } from './translate.js';
export { USER_LOCALE, noteUserLocale, requestLocale } from './request-locale.js';
export type { MessageDescriptor } from '@lingui/core';
