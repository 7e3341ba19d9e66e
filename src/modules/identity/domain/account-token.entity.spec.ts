import { createHash } from 'node:crypto';
import { AccountToken, hashAccountToken, newAccountToken } from './account-token.entity.js';
import { isMailSafeEmail } from './email-address.js';
import { User } from './user.entity.js';

describe('AccountToken', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('draws 32 random bytes in base64url and keeps only their SHA-256', () => {
    const { token, hash } = newAccountToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashAccountToken(token)).toBe(hash);
    expect(newAccountToken().token).not.toBe(token);
  });

  it.each([
    ['verify_email', 24 * 60],
    ['reset_password', 30],
    ['change_email', 24 * 60],
  ] as const)('lives as long as its purpose allows (%s: %d minutes), once', (purpose, minutes) => {
    const token = new AccountToken(1, purpose, 'h', 'Alice@Example.com', now);
    expect(token.email).toBe('alice@example.com');
    expect(token.isUsable(new Date(now.getTime() + minutes * 60_000 - 1))).toBe(true);
    expect(token.isUsable(new Date(now.getTime() + minutes * 60_000))).toBe(false);
    token.use(now);
    expect(token.isUsable(now)).toBe(false);
  });
});

describe('User email verification', () => {
  it('verifies only the address the link went to, and a confirmed change is verified', () => {
    const user = new User('alice', 'alice@example.com', 'hash');
    expect(user.isEmailVerified).toBe(false);
    expect(user.verifyEmail('old@example.com')).toBe(false);
    expect(user.isEmailVerified).toBe(false);
    expect(user.verifyEmail('ALICE@example.com')).toBe(true);
    expect(user.isEmailVerified).toBe(true);
    user.changeEmail('New@Example.org');
    expect([user.email, user.isEmailVerified]).toEqual(['new@example.org', true]);
  });

  it('counts admins as verified', () => {
    expect(new User('root', 'root@localhost.invalid', 'hash', 'ADMIN').isEmailVerified).toBe(true);
  });
});

describe('isMailSafeEmail', () => {
  it.each(['alice@example.com', 'a.b+c@sub.example.org', "o'neil@example.ie"])('accepts %s', (email) => {
    expect(isMailSafeEmail(email)).toBe(true);
  });

  it.each(['"a\r\nBcc: x@y.z"@example.com', '"quoted"@example.com', 'a b@example.com', 'a@b@example.com', 'a\\b@x.y'])(
    'refuses %j',
    (email) => {
      expect(isMailSafeEmail(email)).toBe(false);
    },
  );
});
