import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON_COUNT = 10_000;
/** The list is ordered by frequency; its head is the 10,000 most common passwords. */
const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT).map((w) => w.toLowerCase()));

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;

/** The password rules of registration; returns the messages that apply, empty when the password is fine. */
export function passwordProblems(password: string, username: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('This password is too short. It must contain at least 8 characters.');
  if (username && password.toLowerCase() === username.toLowerCase())
    problems.push('The password is too similar to the username.');
  if (COMMON.has(password.toLowerCase())) problems.push('This password is too common.');
  return problems;
}
