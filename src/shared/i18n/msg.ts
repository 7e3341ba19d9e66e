import type { MessageDescriptor } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Marks a server message for translation and answers its Lingui descriptor, with the id Lingui's extractor gives
 * the same text. `lingui extract` recognises this `msg` as its own macro (lingui config: `macro.corePackage`
 * names `#i18n`), so the call site is all a message needs: no build step rewrites it, it runs as written.
 *
 * Only the descriptor form: `msg({ message: 'Insufficient balance. You can withdraw at most {amount}.' })`, with
 * ICU placeholders and plurals (`{count, plural, one {# request} other {# requests}}`); the values go beside it
 * (`withValues`, or a DomainError's and a mail's own `values`).
 */
export function msg(descriptor: { message: string; comment?: string; context?: string }): MessageDescriptor {
  const id: string = generateMessageId(descriptor.message, descriptor.context) as string;
  return { id, message: descriptor.message };
}

/** A message with the values of its placeholders. */
export function withValues(descriptor: MessageDescriptor, values: Record<string, unknown>): MessageDescriptor {
  return { ...descriptor, values };
}

/**
 * What a player may read: a marked message (with its values), or a plain string (a player's own text, a name,
 * or English that is looked up by its words, see `translate`).
 */
export type Text = string | MessageDescriptor;

export function isDescriptor(text: unknown): text is MessageDescriptor {
  return typeof text === 'object' && text !== null && typeof (text as MessageDescriptor).id === 'string';
}
