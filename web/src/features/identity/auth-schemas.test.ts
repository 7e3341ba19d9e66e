import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { codeProofSchema } from '../../components/reauth/proof-schemas';
import { loginSchema, registerSchema } from './auth-schemas';

// Keyed as Lingui keys a catalog: by the hash of the English source text.
const GERMAN = {
  [generateMessageId("Passwords don't match")]: 'Die Passwörter stimmen nicht überein',
  [generateMessageId('Username is required')]: 'Gib deinen Benutzernamen ein',
  [generateMessageId('Enter the code from your authenticator app')]: 'Gib den Code aus deiner Authenticator-App ein',
};

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("the sign-in forms' messages (issue 36)", () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('keep the spec’s English words', () => {
    const mismatch = registerSchema.safeParse({
      username: 'ann',
      email: 'ann@example.com',
      password: 'one',
      password2: 'two',
      date_of_birth: '',
    });
    expect(messages(mismatch)).toEqual(["Passwords don't match"]);
    expect(messages(loginSchema.safeParse({ username: ' ', password: 'x' }))).toEqual(['Username is required']);
  });

  it('are worded in the language active when the form is checked, not the one the module loaded in', () => {
    i18n.loadAndActivate({ locale: 'de', messages: GERMAN });
    const mismatch = registerSchema.safeParse({
      username: 'ann',
      email: 'ann@example.com',
      password: 'one',
      password2: 'two',
      date_of_birth: '',
    });
    expect(messages(mismatch)).toEqual(['Die Passwörter stimmen nicht überein']);
    expect(messages(loginSchema.safeParse({ username: ' ', password: 'x' }))).toEqual(['Gib deinen Benutzernamen ein']);
    expect(messages(codeProofSchema.safeParse({ otp: '  ' }))).toEqual([
      'Gib den Code aus deiner Authenticator-App ein',
    ]);
  });
});
