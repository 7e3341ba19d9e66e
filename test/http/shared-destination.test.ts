import { startTestApp, type TestApp } from '../support/test-app.js';
import { type BodyOf, type Player } from '../support/api-client.js';
import { count } from '../support/ledger-helpers.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { fund } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

interface Signal {
  code: string;
  detail: string;
  matches: number[];
  users: { id: number; username: string }[];
}

/**
 * Issue 30 §3: the reviewer is told when a withdrawal pays out to details another account also withdrew to,
 * compared as the payment network would: PayPal addresses without case or spaces, IBANs in their electronic
 * form (a mistyped one is refused at the request), crypto addresses exactly as sent.
 */
describe('Risk signal shared_destination', () => {
  let t: TestApp;
  let admin: Player;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await fixtures(t).admin({ username: 'destination_admin' });
  });

  afterAll(async () => {
    await t.close();
  });

  async function withdrawTo(
    details: string,
    method: BodyOf<'/api/economy/wallet/withdraw', 'post'>['payment_method'] = 'PAYPAL',
    who?: Player,
  ) {
    const player = who ?? (await fixtures(t).player({ name: 'dest' }));
    await verifyEmailOf(t, player);
    await fund(t, player.id, '50.00');
    const res = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '10.00', payment_method: method, payment_details: details },
      token: player.access,
    });
    return { player, res };
  }

  async function made(
    details: string,
    method: BodyOf<'/api/economy/wallet/withdraw', 'post'>['payment_method'] = 'PAYPAL',
    who?: Player,
  ) {
    const { player, res } = await withdrawTo(details, method, who);
    expect(res.status).toBe(201);
    return { player, id: res.body.withdrawal.id as number };
  }

  async function signalsOf(id: number): Promise<Signal[]> {
    const list = await t.api.get('/api/admin/withdrawals', {
      params: { query: { status: 'PENDING', page_size: 100 } },
      token: admin.access,
    });
    const row = list.body.results.find((w: { id: number }) => w.id === id);
    return (row.risk_signals as Signal[]).filter((s) => s.code === 'shared_destination');
  }

  it('fires on a PayPal address another account used, whatever its case and spaces', async () => {
    const first = await made('Jo.Doe@PayPal.example');
    const second = await made('  jo.doe@paypal.EXAMPLE ');
    const other = await made('jo.doe+spare@paypal.example');

    const [signal] = await signalsOf(second.id);
    expect(signal).toEqual({
      code: 'shared_destination',
      detail: expect.stringContaining(first.player.username),
      matches: [],
      users: [{ id: first.player.id, username: first.player.username }],
    });
    expect(signal.detail).toMatch(/PayPal address/);
    // Both ways: the earlier withdrawal now shares its destination too.
    expect((await signalsOf(first.id)).map((s) => s.users)).toEqual([
      [{ id: second.player.id, username: second.player.username }],
    ]);
    expect(await signalsOf(other.id)).toEqual([]);
  });

  it('fires on the same IBAN however it was written, and not on the owner alone', async () => {
    const first = await made('DE89 3704 0044 0532 0130 00', 'BANK_TRANSFER');
    const again = await made('de89370400440532013000', 'BANK_TRANSFER', first.player);
    expect(await signalsOf(again.id)).toEqual([]);
    const second = await made('Max Mustermann, IBAN: de89 3704 0044 0532 0130 00 (Commerzbank)', 'BANK_TRANSFER');
    const [signal] = await signalsOf(second.id);
    expect(signal.users).toEqual([{ id: first.player.id, username: first.player.username }]);
    expect(signal.detail).toMatch(/IBAN/);
    // The user page shows it with the withdrawal too.
    const page = await t.api.get('/api/admin/users/{id}', {
      params: { path: { id: second.player.id } },
      token: admin.access,
    });
    expect(page.body.withdrawals[0].risk_signals).toEqual(expect.arrayContaining([signal]));
  });

  it('refuses an IBAN whose check digits are wrong, and writes nothing', async () => {
    const before = await count(t, 'withdrawal_requests');
    for (const typo of ['DE88 3704 0044 0532 0130 00', 'IBAN DE89370400440532013001']) {
      const { player, res } = await withdrawTo(typo, 'BANK_TRANSFER');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ payment_details: ['This IBAN is not valid: check it for a typo.'] });
      expect((await t.api.get('/api/economy/wallet/me', { token: player.access })).body.balance).toBe('50.00');
    }
    expect(await count(t, 'withdrawal_requests')).toBe(before);
    // Bank details that are not an IBAN at all go through as written.
    expect((await withdrawTo('Sort code 12-34-56, account 12345678', 'BANK_TRANSFER')).res.status).toBe(201);
  });

  it('compares crypto addresses exactly as sent', async () => {
    const address = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
    const first = await made(address, 'CRYPTO');
    const shouted = await made(address.toUpperCase(), 'CRYPTO');
    expect(await signalsOf(shouted.id)).toEqual([]);
    const same = await made(` ${address} `, 'CRYPTO');
    const [signal] = await signalsOf(same.id);
    expect(signal.users).toEqual([{ id: first.player.id, username: first.player.username }]);
    expect(signal.detail).toMatch(/crypto address/);
  });
});
