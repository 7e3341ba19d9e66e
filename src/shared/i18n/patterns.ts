import type { MessageDescriptor } from '@lingui/core';
import { msg } from './msg.js';

/**
 * Validation messages that reach the error filter as English words with a value already in them: class-validator
 * takes a string, and a DTO's choices or a field's bounds are written into it when the class is declared ("Choose
 * one of: asc, desc.", "Ensure this value is less than or equal to 200."). Each is matched back to its message,
 * its values taken from the words, so it is translated like any other. The values are the API's own (choices,
 * bounds), the same in every language.
 */
export const PATTERN_MESSAGES: MessageDescriptor[] = [
  msg({ message: 'Choose one of: {choices}.' }),
  msg({ message: 'Choose one or more of: {choices}.' }),
  msg({ message: 'A report covers at most {max} days.' }),
  msg({ message: 'Choose one of: {choices} (seconds per move).' }),
  msg({ message: 'Choose one of: {choices} days.' }),
  msg({ message: 'Choose one of: {choices} months.' }),
  msg({ message: 'Ensure this value is greater than or equal to {min}.' }),
  msg({ message: 'Ensure this value is less than or equal to {max}.' }),
  msg({ message: 'Ensure this field has at least {min} characters.' }),
  msg({ message: 'Ensure this field has no more than {max} characters.' }),
  msg({ message: 'Ensure this field has 1 to {max} characters.' }),
  msg({ message: 'Enter a date between {first} and {last}.' }),
  msg({ message: 'At most {max} ids at once; use "all" for every one.' }),
  msg({ message: 'You must be at least {minAge} years old to play.' }),
  msg({ message: 'Paying {places} places needs at least {seats} seats.' }),
  msg({ message: 'Must not be less than {min}.' }),
  msg({ message: 'Must not be greater than {max}.' }),
  msg({ message: 'Must be shorter than or equal to {max} characters.' }),
  msg({ message: 'Must be longer than or equal to {min} characters.' }),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message as an anchored pattern with one named group per placeholder. */
const MATCHERS = PATTERN_MESSAGES.map((descriptor) => {
  const names: string[] = [];
  const source = (descriptor.message ?? '')
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { descriptor, names, pattern: new RegExp(`^${source}$`, 's') };
});

/** The message these English words are an instance of, with its values; null when none is. */
export function matchPattern(english: string): MessageDescriptor | null {
  for (const { descriptor, names, pattern } of MATCHERS) {
    const match = pattern.exec(english);
    if (match) return { ...descriptor, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}
