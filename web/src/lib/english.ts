import type { Messages } from '@lingui/core';

/**
 * The English the modules loaded so far have brought (issue 35 §4): the build puts, ahead of each module's code
 * that names a message, a call adding those messages' compiled English here (web/english-by-module.ts), so a lazy
 * page's words arrive with the page. Lingui reads this very object as the `en` catalog, so what a page loads later
 * is there without a re-render. It imports nothing: every module that calls it can import it first.
 */
export const english: Messages = {};

export function addEnglish(messages: Messages): void {
  Object.assign(english, messages);
}
