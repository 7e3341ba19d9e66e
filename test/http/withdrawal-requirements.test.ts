import { startTestApp, type TestApp } from '../support/test-app.js';
import { ADULT_DATE_OF_BIRTH, GOOD_PASSWORD, uniqueName, type Player } from '../support/api-client.js';
import { count, expectLedgerSound } from '../support/ledger-helpers.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { balanceOf, fund } from '../support/tournament-helpers.js';
import { enrolTotp, freshTotpCode } from '../support/two-factor.js';
import { fixtures } from '../support/fixtures.js';

const NO_EMAIL = { error: 'Verify your email address before withdrawing.', code: 'email_not_verified' };
const NO_DATE_OF_BIRTH = {
  error: 'Declare your date of birth on your profile before withdrawing.',
  code: 'date_of_birth_required',
};
const NO_CODE = { otp: ['Enter the code from your authenticator app to confirm.'] };

/** Issue 24 §4: a withdrawal asks for each step the account work added, and a refusal writes nothing. */
describe('Withdrawal requirements over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(async () => {
    await expectLedgerSound(t);
  });

  /** A player as the spec registers one: no date of birth, an unverified email, 50.00 in the wallet. */
  async function undeclaredPlayer(): Promise<Player> {
    const username = uniqueName('wreq');
    const res = await t.api.post('/api/accounts/register', {
      body: {
        username,
        email: `${username}@example.com`,
        password: GOOD_PASSWORD,
        password2: GOOD_PASSWORD,
      },
    });
    expect(res.status).toBe(201);
    const player = { id: res.body.user.id, username, password: GOOD_PASSWORD, ...res.body.tokens };
    await fund(t, player.id, '50.00');
    return player;
  }

  const withdraw = (who: Player, extra: Record<string, unknown> = {}) =>
    t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '20.00', payment_details: 'me@paypal.example', ...extra },
      token: who.access,
    });

  /** What a refused withdrawal must leave as it was. */
  const footprint = async (who: Player) => ({
    requests: await count(t, 'withdrawal_requests', 'user_id = $1', [who.id]),
    entries: await count(t, 'ledger_entries'),
    events: await count(t, 'domain_events', "type = 'WithdrawalRequested'"),
    balance: await balanceOf(t, who.id),
  });

  it('refuses each missing step with its own 4xx, writing nothing, then answers 201 once all are there', async () => {
    const player = await undeclaredPlayer();
    const { secret } = await enrolTotp(t.api, player);
    const before = await footprint(player);

    // One code for every attempt: each refusal below comes before the code is checked, so none spends it.
    const code = await freshTotpCode(secret);
    const unverified = await withdraw(player, { otp: code });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toEqual(NO_EMAIL);
    expect(await footprint(player)).toEqual(before);

    await verifyEmailOf(t, player);
    const undeclared = await withdraw(player, { otp: code });
    expect(undeclared.status).toBe(403);
    expect(undeclared.body).toEqual(NO_DATE_OF_BIRTH);
    expect(await footprint(player)).toEqual(before);

    const declared = await t.api.put('/api/accounts/profile', {
      body: { date_of_birth: ADULT_DATE_OF_BIRTH },
      token: player.access,
    });
    expect(declared.status).toBe(200);
    const noCode = await withdraw(player);
    expect(noCode.status).toBe(400);
    expect(noCode.body).toEqual(NO_CODE);
    expect(await footprint(player)).toEqual(before);

    const done = await withdraw(player, { otp: code });
    expect(done.status).toBe(201);
    expect(done.body.withdrawal).toMatchObject({ amount: '20.00', status: 'PENDING' });
    expect(await footprint(player)).toEqual({
      requests: 1,
      entries: before.entries + 1,
      events: before.events + 1,
      balance: before.balance - 2000,
    });
  });

  it('asks a player without two-factor for the date of birth only after the email', async () => {
    const player = await undeclaredPlayer();
    await verifyEmailOf(t, player);
    const before = await footprint(player);
    expect((await withdraw(player)).body).toEqual(NO_DATE_OF_BIRTH);
    expect(await footprint(player)).toEqual(before);
    await t.api.put('/api/accounts/profile', { body: { date_of_birth: ADULT_DATE_OF_BIRTH }, token: player.access });
    expect((await withdraw(player)).status).toBe(201);
  });

  it('holds an admin to the date of birth too (the email rule exempts admins, this one does not)', async () => {
    const admin = await fixtures(t).admin();
    await fund(t, admin.id, '50.00');
    const before = await footprint(admin);
    // The refusal comes before the code is checked: the same code then withdraws.
    const code = await freshTotpCode(admin.totpSecret ?? '');
    const refused = await withdraw(admin, { otp: code });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(NO_DATE_OF_BIRTH);
    expect(await footprint(admin)).toEqual(before);
    await t.api.put('/api/accounts/profile', { body: { date_of_birth: '1980-01-01' }, token: admin.access });
    expect((await withdraw(admin, { otp: code })).status).toBe(201);
  });
});
