import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, registerPlayer, type Player } from '../support/api-client.js';
import { balanceOf, countRows, fund } from '../support/tournament-helpers.js';
import { errorShapeProblem } from './security-support.js';
import { closeAll } from '../support/teardown.js';

/** Input the API must refuse with a clear 4xx, writing nothing: non-JSON bodies, invisible text, reserved names. */
describe('Input the API refuses', () => {
  let t: TestApp;
  let player: Player;

  beforeAll(async () => {
    t = await startTestApp();
    player = await registerPlayer(t.api, 'inp');
    await fund(t, player.id, '100.00');
  });

  afterAll(async () => {
    await closeAll(t);
  });

  const businessRows = async () => ({
    users: await countRows(t, 'users'),
    entries: await countRows(t, 'ledger_entries'),
    withdrawals: await countRows(t, 'withdrawal_requests'),
    tournaments: await countRows(t, 'tournaments'),
    refreshTokens: await countRows(t, 'refresh_tokens'),
  });

  describe('bodies that are not JSON', () => {
    const send = (path: string, contentType: string, body: string, token?: string) =>
      t.api.request('POST', path, { raw: body, token, headers: { 'content-type': contentType } });

    it('answers 415 {"detail"} to a form-encoded deposit, withdrawal, login or registration, and acts on none', async () => {
      const before = await businessRows();
      const balance = await balanceOf(t, player.id);
      const form = 'application/x-www-form-urlencoded';
      const cases: [string, string, string | undefined][] = [
        ['/economy/wallet/deposit/', 'amount=5.00', player.access],
        [
          '/economy/wallet/withdraw/',
          'amount=10.00&payment_method=PAYPAL&payment_details=me%40example.com',
          player.access,
        ],
        ['/accounts/login/', `username=${player.username}&password=${GOOD_PASSWORD}`, undefined],
        [
          '/accounts/register/',
          `username=formuser&email=form%40example.com&password=${GOOD_PASSWORD}&password2=${GOOD_PASSWORD}`,
          undefined,
        ],
      ];
      for (const [path, body, token] of cases) {
        for (const type of [
          form,
          `${form}; charset=utf-8`,
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/xml',
        ]) {
          const res = await send(path, type, body, token);
          expect([path, type, res.status]).toEqual([path, type, 415]);
          expect([path, type, res.body]).toEqual([path, type, { detail: expect.any(String) }]);
        }
      }
      // A JSON document sent as text is still not JSON.
      const text = await send(
        '/accounts/login/',
        'text/plain',
        JSON.stringify({ username: player.username, password: GOOD_PASSWORD }),
      );
      expect(text.status).toBe(415);
      expect(await businessRows()).toEqual(before);
      expect(await balanceOf(t, player.id)).toBe(balance);
    });

    it('still reads JSON, with or without a charset', async () => {
      const res = await send(
        '/accounts/login/',
        'application/json; charset=utf-8',
        JSON.stringify({ username: player.username, password: GOOD_PASSWORD }),
      );
      expect(res.status).toBe(200);
    });
  });

  describe('text made only of invisible characters', () => {
    const INVISIBLE = [
      '\u200B',
      '\u202E',
      '\u200B\u202E\u200D',
      ' \u200C \u2060 ',
      '\uFEFF\u200E\u200F',
      '\u3164',
      '\u2800\u2800',
      '\u0301',
      '\u00AD',
      '\u2066\u2069',
    ];

    it('is refused as a tournament name or description, with a field error, and creates nothing', async () => {
      const before = await businessRows();
      for (const text of INVISIBLE) {
        const name = await t.api.post(
          '/tournaments/',
          { name: text, entry_fee: '1.00', max_players: 2 },
          player.access,
        );
        expect([JSON.stringify(text), name.status, Object.keys(name.body ?? {})]).toEqual([
          JSON.stringify(text),
          400,
          ['name'],
        ]);
        expect(errorShapeProblem(name.body)).toBeNull();
        const description = await t.api.post(
          '/tournaments/',
          { name: 'Fine Cup', description: text, entry_fee: '1.00', max_players: 2 },
          player.access,
        );
        expect([JSON.stringify(text), description.status, Object.keys(description.body ?? {})]).toEqual([
          JSON.stringify(text),
          400,
          ['description'],
        ]);
      }
      expect(await businessRows()).toEqual(before);
    });

    it('is refused as payment details, and no coins are held', async () => {
      const before = await businessRows();
      const balance = await balanceOf(t, player.id);
      for (const text of INVISIBLE) {
        const res = await t.api.post(
          '/economy/wallet/withdraw/',
          { amount: '10.00', payment_method: 'PAYPAL', payment_details: text },
          player.access,
        );
        expect([JSON.stringify(text), res.status, res.body]).toEqual([
          JSON.stringify(text),
          400,
          { payment_details: ['This field may not be blank.'] },
        ]);
      }
      expect(await businessRows()).toEqual(before);
      expect(await balanceOf(t, player.id)).toBe(balance);
    });

    it('is fine next to visible text, and an empty description is still allowed', async () => {
      const res = await t.api.post(
        '/tournaments/',
        { name: '\u200BSpock \u2066Cup\u2069', description: '', entry_fee: '1.00', max_players: 2 },
        player.access,
      );
      expect(res.status).toBe(201);
      const withdrawal = await t.api.post(
        '/economy/wallet/withdraw/',
        { amount: '10.00', payment_method: 'PAYPAL', payment_details: 'me\u200B@example.com' },
        player.access,
      );
      expect(withdrawal.status).toBe(201);
    });
  });

  describe('usernames', () => {
    const register = (username: string) =>
      t.api.post('/accounts/register/', {
        username,
        email: `${username.replace(/[^a-z0-9]/gi, '')}${Date.now()}@example.com`,
        password: GOOD_PASSWORD,
        password2: GOOD_PASSWORD,
      });

    it('refuse format characters anywhere', async () => {
      for (const username of [
        'spock\u200Bfan',
        '\u202Espockfan',
        'spockfan\u200D',
        'spo\u00ADckfan',
        'spock\u2066fan',
      ]) {
        const res = await register(username);
        expect([JSON.stringify(username), res.status, Object.keys(res.body ?? {})]).toEqual([
          JSON.stringify(username),
          400,
          ['username'],
        ]);
      }
    });

    it('refuse the reserved names in any letter case, and nothing is created', async () => {
      const before = await businessRows();
      for (const username of [
        'admin',
        'ADMIN',
        'Administrator',
        'root',
        'rOOt',
        'system',
        'Support',
        'moderator',
        'STAFF',
        'spockout',
        'SpockOut',
      ]) {
        const res = await register(username);
        expect([username, res.status, res.body]).toEqual([
          username,
          400,
          { username: ['This username is reserved. Please choose another.'] },
        ]);
      }
      expect(await businessRows()).toEqual(before);
    });

    it('allow names that merely contain a reserved word', async () => {
      for (const username of ['admin_fan', 'rootbeer', 'staffordshire'])
        expect((await register(username)).status).toBe(201);
    });
  });
});
