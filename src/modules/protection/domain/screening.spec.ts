import { english } from '#i18n';
import { identifyingAddress, identifyingAddresses } from './client-address.js';
import { emailKey } from './email-key.js';
import { clearProblem, planHolds, type RegisterEntry, type ScreenedAccount } from './review-hold.js';

describe('emailKey', () => {
  it('folds case and drops a plus-tag at any provider', () => {
    expect(emailKey('Se_X+again@Example.COM')).toBe('se_x@example.com');
    expect(emailKey(' se_x@example.com ')).toBe('se_x@example.com');
  });

  it('drops the dots only where the provider ignores them, and names googlemail.com as gmail.com', () => {
    expect(emailKey('s.e.x@gmail.com')).toBe('sex@gmail.com');
    expect(emailKey('S.Ex+tag@GoogleMail.com')).toBe('sex@gmail.com');
    expect(emailKey('s.e.x@example.com')).toBe('s.e.x@example.com');
    expect(emailKey('s.e.x@outlook.com')).toBe('s.e.x@outlook.com');
  });

  it('keeps a leading plus, which is the name itself', () => {
    expect(emailKey('+x@example.com')).toBe('+x@example.com');
  });
});

describe('identifyingAddress', () => {
  it('keeps public addresses, and writes a mapped IPv4 address as IPv4', () => {
    expect(identifyingAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(identifyingAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(identifyingAddress('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('drops what names a network rather than a client, and what is no address', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1'])
      expect([address, identifyingAddress(address)]).toEqual([address, null]);
    expect(identifyingAddress('100.64.0.1')).toBeNull();
    expect(identifyingAddress('fd00::1')).toBeNull();
    expect(identifyingAddress('fe80::1')).toBeNull();
    expect(identifyingAddress('')).toBeNull();
    expect(identifyingAddress('not an address')).toBeNull();
    expect(identifyingAddresses(['203.0.113.7', '127.0.0.1', '::ffff:203.0.113.7'])).toEqual(['203.0.113.7']);
  });
});

describe('planHolds', () => {
  const entry: RegisterEntry = {
    id: 5,
    userId: 12,
    kind: 'self_exclusion',
    emailKey: 'sex@gmail.com',
    dateOfBirth: '1984-02-03',
    addresses: ['203.0.113.7', '198.51.100.2'],
    periodEndsAt: new Date('2027-05-28T10:00:00Z'),
    endsAt: null,
  };
  const account: ScreenedAccount = {
    userId: 40,
    emailKey: 'new@example.com',
    dateOfBirth: '1984-02-03',
    addresses: ['198.51.100.2'],
  };

  it('holds a match on the email, naming the excluded account and when its break ends', () => {
    const [hold] = planHolds({ ...account, emailKey: 'sex@gmail.com', dateOfBirth: null, addresses: [] }, [entry]);
    expect(hold).toEqual({
      reason: 'exclusion_match',
      registerEntryId: 5,
      declarationIds: [],
      detail:
        'Its email address reaches the same mailbox (sex@gmail.com) as account #12, self-excluded until it asks ' +
        'to reopen (period ends 2027-05-28 10:00 UTC).',
    });
  });

  it('holds a near match on the date of birth and a shared address, and not on one of them alone', () => {
    const [hold] = planHolds(account, [entry]);
    expect(hold.reason).toBe('exclusion_near_match');
    expect(hold.detail).toBe(
      'Same date of birth (1984-02-03) and client address (198.51.100.2) as account #12, self-excluded until it ' +
        'asks to reopen (period ends 2027-05-28 10:00 UTC), which used that address in the 30 days before.',
    );
    expect(planHolds({ ...account, dateOfBirth: '1984-02-04' }, [entry])).toEqual([]);
    expect(planHolds({ ...account, addresses: ['192.0.2.1'] }, [entry])).toEqual([]);
    expect(planHolds({ ...account, dateOfBirth: null }, [entry])).toEqual([]);
    expect(planHolds({ ...account, userId: 12 }, [entry])).toEqual([]);
  });

  it('holds a registration that follows an under-age refusal, listing the dates', () => {
    const [hold] = planHolds(
      account,
      [],
      [{ id: 3, dateOfBirth: '2011-01-01', declaredAt: new Date('2026-11-28T09:30:00Z'), byAddress: '198.51.100.2' }],
    );
    expect(hold).toEqual({
      reason: 'age_refused_nearby',
      registerEntryId: null,
      declarationIds: [3],
      detail:
        'Registered within 24 hours of a date of birth refused as under age from its client address or email ' +
        '(another registration or account): 2011-01-01 at 2026-11-28 09:30 UTC.',
    });
  });
});

describe('clearProblem', () => {
  it('refuses with nothing to clear, a match whose exclusion is in force, an age hold with no date set', () => {
    expect(english(clearProblem([], true)!)).toMatch(/no review hold/);
    expect(english(clearProblem([{ reason: 'exclusion_match', entryInForce: true }], true)!)).toMatch(/still in force/);
    expect(clearProblem([{ reason: 'exclusion_match', entryInForce: false }], true)).toBeNull();
    expect(english(clearProblem([{ reason: 'age_refused', entryInForce: false }], false)!)).toMatch(/date of birth/);
    expect(clearProblem([{ reason: 'age_refused', entryInForce: false }], true)).toBeNull();
    expect(clearProblem([{ reason: 'exclusion_near_match', entryInForce: true }], false)).toBeNull();
  });
});
