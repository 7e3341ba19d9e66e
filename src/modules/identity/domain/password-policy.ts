import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { msg, remembered } from '#i18n';

const COMMON_COUNT = 10_000;
/** The list is ordered by frequency; its head is the 10,000 most common passwords. */
const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT).map((w) => w.toLowerCase()));

/** 3 to 30 letters, digits, `_`, `.` or `-`, never starting with `-` (below). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{2,29}$/;

/**
 * A spreadsheet reads a cell starting with one of these as a formula (OWASP's CSV injection): a username is
 * refused with one first (issue 30 §4), so no export of names can run one. `-` is the only one the pattern
 * above allowed; the others are named too, so the message covers whatever a person tries.
 */
const FORMULA_START = /^[-=+@]/;
export const FORMULA_START_MESSAGE = 'A username cannot start with -, =, + or @.';

export function startsLikeFormula(username: string): boolean {
  return FORMULA_START.test(username);
}

/** zxcvbn's 0-4 scale; 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
export const MIN_PASSWORD_SCORE = 3;
/** Words an attacker who targets this site tries first, whoever the user is. */
const SITE_WORDS = ['spockout', 'spock', 'rpsls'];

export const WEAK_PASSWORD_MESSAGE = remembered(
  msg({ message: 'This password is too easy to guess. Use a longer one, such as a few unrelated words.' }),
);

let estimator: ZxcvbnFactory | null = null;

/** Built on first use: loading the dictionaries takes a moment that a start without registrations need not pay. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: dictionary,
    graphs: adjacencyGraphs,
    // The estimate runs on the event loop and grows with the length (l33t variants): the first 64 characters
    // decide. A password whose first 64 are guessable is not made safe by what follows.
    maxLength: 64,
    l33tMaxSubstitutions: 16,
  });
  return estimator;
}

/** zxcvbn's score of the password, with the site's name and the username as words it knows. */
export function passwordScore(password: string, username: string): number {
  return strength().check(password, [...SITE_WORDS, username].filter(Boolean)).score;
}

/**
 * The one password policy, for players (every path that sets a password) and ADMIN_PASSWORD alike; returns the
 * messages that apply, empty when the password is fine. The spec's three rules keep their words; a password
 * that passes them but that zxcvbn scores under 3 gets the weak-password message.
 */
export function passwordProblems(password: string, username: string): string[] {
  const problems: string[] = [];
  if (password.length < 8)
    problems.push(remembered(msg({ message: 'This password is too short. It must contain at least 8 characters.' })));
  if (username && password.toLowerCase() === username.toLowerCase())
    problems.push(remembered(msg({ message: 'The password is too similar to the username.' })));
  if (COMMON.has(password.toLowerCase())) problems.push(remembered(msg({ message: 'This password is too common.' })));
  if (problems.length === 0 && passwordScore(password, username) < MIN_PASSWORD_SCORE)
    problems.push(WEAK_PASSWORD_MESSAGE);
  return problems;
}
