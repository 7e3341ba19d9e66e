import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, uniqueName, type Player } from '../support/api-client.js';
import { expectLedgerSound } from '../support/ledger-helpers.js';
import { balanceOf, countRows, join } from '../support/tournament-helpers.js';
import { reviewRow, withdraw } from '../support/risk-helpers.js';
import { endExclusion, makeAgeRefusalsOld, protectionEventsOf } from '../support/protection-helpers.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Issue 30 §2 and §3 (age): a self-exclusion or time-out is not undone by a second account, and a date of birth
 * refused as under age is not undone by typing another. The app trusts X-Forwarded-For, so each test's players
 * come from addresses of their own (every test client connects from 127.0.0.1, which identifies nobody).
 */
describe('The exclusion register and age refusals over HTTP (issue 30)', () => {
  let t: TestApp;
  let admin: Player;
  let nextAddress = 10;
  const newAddress = () => `203.0.113.${nextAddress++}`;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await fixtures(t).admin();
  });

  afterAll(async () => {
    await t.close();
  });

  interface Registration {
    email?: string;
    date_of_birth?: string;
    address: string;
  }

  const register = async ({ email, date_of_birth, address }: Registration) => {
    const username = uniqueName('excl');
    const body = {
      username,
      email: email ?? `${username}@example.com`,
      password: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
      ...(date_of_birth ? { date_of_birth } : {}),
    };
    const res = await t.api.post('/api/accounts/register', { body: body, headers: from(address) });
    return { res, username };
  };

  async function player(registration: Registration): Promise<Player> {
    const { res, username } = await register(registration);
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    return {
      id: res.body.user.id,
      username,
      password: GOOD_PASSWORD,
      access: res.body.tokens.access,
      refresh: res.body.tokens.refresh,
    };
  }

  const deposit = (who: Player, amount = '20.00') =>
    t.api.post('/api/economy/wallet/deposit', { body: { amount }, token: who.access });
  const reviewOf = async (who: Player) =>
    (await t.api.get('/api/admin/users/{id}/protection', { params: { path: { id: who.id } }, token: admin.access }))
      .body as {
      review: { held: boolean; holds: { reason: string; detail: string; cleared_at: string | null }[] };
      date_of_birth_attempts: { date_of_birth: string; outcome: string; source: string; this_account: boolean }[];
      history: { type: string; user: number | null; payload: Record<string, unknown> }[];
    };
  const clear = (who: Player, body: unknown = { note: 'Checked a passport: a different person.' }) =>
    t.api.raw('POST', `/api/admin/users/${who.id}/review_hold/clear/`, { body: body, token: admin.access });

  /** A date `years` years before today (UTC). */
  function yearsAgo(years: number): string {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
      .toISOString()
      .slice(0, 10);
  }

  const SAFER_PLAY = /Safer play \(\/safer-play\)/;
  const HELD = /waiting for a review by our team/;

  describe('§2 a second account', () => {
    it('refuses a re-registration after a 6-month self-exclusion with a plus-tag, a dot or a change of case', async () => {
      const address = newAddress();
      const stem = uniqueName('sex').replace(/[^a-z0-9]/g, '');
      const excluded = await player({ email: `${stem}@gmail.com`, date_of_birth: '1981-03-04', address });
      const other = await player({ email: `${stem}@example.com`, date_of_birth: '1981-03-04', address: newAddress() });
      expect(
        (await t.api.post('/api/accounts/self_exclude', { body: { months: 6 }, token: excluded.access })).status,
      ).toBe(200);
      expect(
        (await t.api.post('/api/accounts/self_exclude', { body: { months: 6 }, token: other.access })).status,
      ).toBe(200);

      const users = await countRows(t, 'users');
      const variants = [
        `${stem}+again@gmail.com`,
        `${stem.slice(0, 2)}.${stem.slice(2)}@gmail.com`,
        `${stem.toUpperCase()}@Gmail.com`,
        `${stem.slice(0, 3)}.${stem.slice(3)}+x@googlemail.com`,
        `${stem}+again@example.com`,
      ];
      for (const email of variants) {
        // Another address and no date of birth: the email alone is a match.
        const { res } = await register({ email, address: newAddress() });
        expect([email, res.status]).toEqual([email, 403]);
        expect(res.body).toEqual({ error: expect.any(String), code: 'excluded_email' });
        expect(res.body.error).toMatch(SAFER_PLAY);
      }
      expect(await countRows(t, 'users')).toBe(users);
      // example.com is not known to ignore dots: that address is another mailbox, and another person's.
      const dotted = await register({
        email: `${stem.slice(0, 2)}.${stem.slice(2)}@example.com`,
        address: newAddress(),
      });
      expect(dotted.res.status).toBe(201);
    });

    it('refuses the deposits of an account made earlier whose email matches, and holds it', async () => {
      const stem = uniqueName('early').replace(/[^a-z0-9]/g, '');
      const second = await player({
        email: `${stem}+two@gmail.com`,
        date_of_birth: '1979-01-02',
        address: newAddress(),
      });
      const first = await player({ email: `${stem}@gmail.com`, date_of_birth: '1979-01-02', address: newAddress() });
      expect((await deposit(second)).status).toBe(200);
      expect((await t.api.post('/api/accounts/time_out', { body: { days: 30 }, token: first.access })).status).toBe(
        200,
      );

      const refused = await deposit(second);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatch(SAFER_PLAY);
      expect(await balanceOf(t, second.id)).toBe(2000);
      const creator = await fixtures(t).player({ funds: '20.00', name: 'ecre' });
      const cup = await fixtures(t).tournament({ by: creator, entry_fee: '5.00', max_players: 4 });
      const joined = await join(t, second, cup.id);
      expect(joined.status).toBe(403);
      expect(joined.body.error).toMatch(SAFER_PLAY);
      const review = await reviewOf(second);
      expect(review.review.held).toBe(true);
      expect(review.review.holds.map((h) => h.reason)).toEqual(['exclusion_match']);
      expect(review.review.holds[0].detail).toContain(`account #${first.id}`);
      // Nobody lifts a time-out early, an admin included: not through this account either.
      const early = await clear(second);
      expect(early.status).toBe(400);
      expect(early.body.error).toMatch(/still in force/);
      await endExclusion(t, first.id);
      expect((await clear(second)).status).toBe(200);
      expect((await deposit(second)).status).toBe(200);
    });

    it('holds an entirely new email with the same date of birth from the same address until an admin clears it', async () => {
      const address = newAddress();
      const excluded = await player({ date_of_birth: '1984-02-03', address });
      expect(
        (await t.api.post('/api/accounts/self_exclude', { body: { months: 6 }, token: excluded.access })).status,
      ).toBe(200);

      const again = await player({ date_of_birth: '1984-02-03', address });
      // It may sign in...
      const login = await t.api.post('/api/accounts/login', {
        body: { username: again.username, password: GOOD_PASSWORD },
        headers: from(address),
      });
      expect(login.status).toBe(200);
      // ...but not pay in, nor pay an entry fee.
      const refused = await deposit(again);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: expect.any(String), code: 'held_for_review' });
      expect(refused.body.error).toMatch(HELD);
      expect(await balanceOf(t, again.id)).toBe(0);

      // The same date from elsewhere, or another date from there, is not a near match.
      expect((await deposit(await player({ date_of_birth: '1984-02-03', address: newAddress() }))).status).toBe(200);
      expect((await deposit(await player({ date_of_birth: '1984-02-04', address }))).status).toBe(200);

      const review = await reviewOf(again);
      expect(review.review.held).toBe(true);
      expect(review.review.holds).toHaveLength(1);
      expect(review.review.holds[0].reason).toBe('exclusion_near_match');
      expect(review.review.holds[0].detail).toContain('1984-02-03');
      expect(review.review.holds[0].detail).toContain(address);
      expect(review.review.holds[0].detail).toContain(`account #${excluded.id}`);
      expect(review.history.map((e) => e.type)).toContain('AccountHeldForReview');

      expect((await clear(again, {})).status).toBe(400);
      const cleared = await clear(again);
      expect(cleared.status).toBe(200);
      expect(cleared.body.review.held).toBe(false);
      expect(cleared.body.review.holds[0].cleared_at).toEqual(expect.any(String));
      const event = (await protectionEventsOf(t, again.id)).find((e) => e.type === 'ReviewHoldCleared');
      expect(event).toMatchObject({ user_id: admin.id, payload: { reasons: ['exclusion_near_match'] } });
      expect((await clear(again)).status).toBe(400);

      // Cleared once for that exclusion, the next deposit is not held again for it.
      expect((await deposit(again)).status).toBe(200);
      expect((await deposit(again)).status).toBe(200);
      expect(await balanceOf(t, again.id)).toBe(4000);
      await expectLedgerSound(t);
    });

    it('checks the first deposit too: a date of birth given later, from the excluded address', async () => {
      const address = newAddress();
      const excluded = await player({ date_of_birth: '1977-07-07', address });
      // A registration without a date cannot be compared; its first deposit asks for one.
      const later = await player({ address });
      expect(
        (await t.api.post('/api/accounts/self_exclude', { body: { months: 12 }, token: excluded.access })).status,
      ).toBe(200);
      const dated = await t.api.put('/api/accounts/profile', {
        body: { date_of_birth: '1977-07-07' },
        token: later.access,
      });
      expect(dated.status).toBe(200);
      // As the web client sends them: each with an Idempotency-Key, whose transaction a refusal rolls back; and
      // racing, as two tabs would. The hold stays, once, and no coin comes in.
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          t.api.post('/api/economy/wallet/deposit', {
            body: { amount: '20.00' },
            token: later.access,
            headers: {
              'idempotency-key': `excluded-${later.id}-${i}`,
            },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(403));
      expect(answers.every((a) => HELD.test(a.body.error))).toBe(true);
      expect(await balanceOf(t, later.id)).toBe(0);
      expect((await reviewOf(later)).review.holds.map((h) => h.reason)).toEqual(['exclusion_near_match']);
      expect((await protectionEventsOf(t, later.id)).filter((e) => e.type === 'AccountHeldForReview')).toHaveLength(1);
    });

    it('a time-out applies the same check for its length, and not after', async () => {
      const address = newAddress();
      const stem = uniqueName('tout').replace(/[^a-z0-9]/g, '');
      const resting = await player({ email: `${stem}@example.com`, date_of_birth: '1990-10-10', address });
      expect((await t.api.post('/api/accounts/time_out', { body: { days: 1 }, token: resting.access })).status).toBe(
        200,
      );

      const tagged = await register({ email: `${stem}+back@example.com`, address });
      expect(tagged.res.status).toBe(403);
      expect(tagged.res.body.error).toMatch(SAFER_PLAY);
      const near = await player({ date_of_birth: '1990-10-10', address });
      expect((await deposit(near)).status).toBe(403);

      await endExclusion(t, resting.id);
      const after = await player({ email: `${stem}+back@example.com`, date_of_birth: '1990-10-10', address });
      expect((await deposit(after)).status).toBe(200);
      expect((await reviewOf(after)).review.held).toBe(false);
      // The one held during the time-out stays held: an admin looks at it.
      expect((await deposit(near)).status).toBe(403);
    });
  });

  describe('§3 age', () => {
    it('an account refused as under 18 cannot declare another date, is closed to money and shows the admin both', async () => {
      const address = newAddress();
      const young = await player({ address });
      const underAge = yearsAgo(16);
      const refused = await t.api.put('/api/accounts/profile', {
        body: { date_of_birth: underAge },
        token: young.access,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ date_of_birth: ['You must be at least 18 years old to play.'] });
      const retried = await t.api.put('/api/accounts/profile', {
        body: { date_of_birth: '1990-01-01' },
        token: young.access,
      });
      expect(retried.status).toBe(400);
      expect(retried.body.date_of_birth[0]).toMatch(/cannot declare another/);
      expect(
        (await t.api.get('/api/accounts/profile', { token: young.access })).body.protection.date_of_birth,
      ).toBeNull();

      const money = await deposit(young);
      expect(money.status).toBe(403);
      expect(money.body.error).toMatch(HELD);

      const review = await reviewOf(young);
      expect(review.review.holds.map((h) => h.reason)).toEqual(['age_refused']);
      expect(review.date_of_birth_attempts.map((a) => [a.date_of_birth, a.outcome, a.this_account])).toEqual([
        ['1990-01-01', 'after_refusal', true],
        [underAge, 'under_age', true],
      ]);
      // An admin who has seen proof of age sets the date, then clears; not the other way round.
      const early = await clear(young);
      expect(early.status).toBe(400);
      expect(early.body.error).toMatch(/date of birth/);
      const corrected = await t.api.put('/api/admin/users/{id}/date_of_birth', {
        params: { path: { id: young.id } },
        body: { date_of_birth: '1990-01-01' },
        token: admin.access,
      });
      expect(corrected.status).toBe(200);
      expect((await clear(young)).status).toBe(200);
      expect((await deposit(young)).status).toBe(200);

      // The reviewer of its withdrawals reads why.
      const row = await reviewRow(t, admin, await withdraw(t, young));
      const signal = row.risk_signals.find((s) => s.code === 'age_declaration_refused');
      expect(signal?.detail).toContain(underAge);
      expect(signal?.detail).toContain('1990-01-01');
    });

    it('holds a new registration from the same address within a day of an under-age refusal', async () => {
      const address = newAddress();
      const underAge = yearsAgo(15);
      const users = await countRows(t, 'users');
      const refused = await register({ date_of_birth: underAge, address });
      expect(refused.res.status).toBe(400);
      expect(await countRows(t, 'users')).toBe(users);

      const retry = await player({ date_of_birth: '1990-05-05', address });
      const money = await deposit(retry);
      expect(money.status).toBe(403);
      expect(money.body.error).toMatch(HELD);
      const review = await reviewOf(retry);
      expect(review.review.holds.map((h) => h.reason)).toEqual(['age_refused_nearby']);
      expect(review.review.holds[0].detail).toContain(underAge);
      expect(review.date_of_birth_attempts.map((a) => [a.date_of_birth, a.outcome, a.this_account])).toEqual([
        ['1990-05-05', 'accepted', true],
        [underAge, 'under_age', false],
      ]);

      // From another address, or a day later, it is not held.
      expect((await deposit(await player({ date_of_birth: '1990-05-05', address: newAddress() }))).status).toBe(200);
      await makeAgeRefusalsOld(t, address);
      expect((await deposit(await player({ date_of_birth: '1990-05-05', address }))).status).toBe(200);

      expect((await clear(retry)).status).toBe(200);
      expect((await deposit(retry)).status).toBe(200);
      const row = await reviewRow(t, admin, await withdraw(t, retry));
      expect(row.risk_signals.map((s) => s.code)).toContain('age_declaration_refused');
    });
  });
});
