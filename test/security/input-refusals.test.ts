import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, type Player } from '../support/api-client.js';
import { balanceOf, countRows, fund } from '../support/tournament-helpers.js';
import { errorShapeProblem, openApi, openApiRoutes, resolveSchema, type OpenApiSchema } from './security-support.js';
import { closeAll } from '../support/teardown.js';
import { CommandBus } from '@nestjs/cqrs';
import { EnsureAdmin } from '../../src/modules/identity/contracts/ensure-admin.command.js';
import { newTotpSecret, signInWithTotp } from '../support/two-factor.js';
import { fixtures } from '../support/fixtures.js';

/** Input the API must refuse with a clear 4xx, writing nothing: non-JSON bodies, invisible text, reserved names. */
describe('Input the API refuses', () => {
  let t: TestApp;
  let player: Player;

  beforeAll(async () => {
    t = await startTestApp();
    player = await fixtures(t).player({ name: 'inp', verified: true });
    await fund(t, player.id, '100.00');
  });

  afterAll(async () => {
    await closeAll(t);
  });

  /** One admin with two-factor, signed in once for the whole file. */
  let adminAccess: Promise<string> | null = null;
  function signInAdmin(): Promise<string> {
    adminAccess ??= (async () => {
      const username = 'bidi_reviewer';
      const password = 'Bidi-Review-Pass-8531';
      const totpSecret = newTotpSecret();
      await t.app
        .get(CommandBus)
        .execute(new EnsureAdmin({ username, password, email: 'bidi@example.com', totpSecret }));
      return (await signInWithTotp(t.api, { username, password }, totpSecret)).access;
    })();
    return adminAccess;
  }

  const businessRows = async () => ({
    users: await countRows(t, 'users'),
    entries: await countRows(t, 'ledger_entries'),
    withdrawals: await countRows(t, 'withdrawal_requests'),
    tournaments: await countRows(t, 'tournaments'),
    refreshTokens: await countRows(t, 'refresh_tokens'),
  });

  describe('bodies that are not JSON', () => {
    const send = (path: string, contentType: string, body: string, token?: string) =>
      t.api.raw('POST', `/api${path}`, { raw: body, token, headers: { 'content-type': contentType } });

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
        const name = await t.api.post('/api/tournaments', {
          body: { name: text, entry_fee: '1.00', max_players: 2 },
          token: player.access,
        });
        expect([JSON.stringify(text), name.status, Object.keys(name.body ?? {})]).toEqual([
          JSON.stringify(text),
          400,
          ['name'],
        ]);
        expect(errorShapeProblem(name.body)).toBeNull();
        const description = await t.api.post('/api/tournaments', {
          body: { name: 'Fine Cup', description: text, entry_fee: '1.00', max_players: 2 },
          token: player.access,
        });
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
        const res = await t.api.post('/api/economy/wallet/withdraw', {
          body: { amount: '10.00', payment_method: 'PAYPAL', payment_details: text },
          token: player.access,
        });
        expect([JSON.stringify(text), res.status, res.body]).toEqual([
          JSON.stringify(text),
          400,
          { payment_details: ['This field may not be blank.'] },
        ]);
      }
      expect(await businessRows()).toEqual(before);
      expect(await balanceOf(t, player.id)).toBe(balance);
    });

    // Bidi controls excepted: those are refused wherever they stand (below).
    it('is fine next to visible text, and an empty description is still allowed', async () => {
      const res = await t.api.post('/api/tournaments', {
        body: { name: '\u200BSpock Cup\u200D', description: '', entry_fee: '1.00', max_players: 2 },
        token: player.access,
      });
      expect(res.status).toBe(201);
      const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '10.00', payment_method: 'PAYPAL', payment_details: 'me\u200B@example.com' },
        token: player.access,
      });
      expect(withdrawal.status).toBe(201);
    });
  });

  describe('bidi controls (issue 19 §4)', () => {
    const BIDI = [
      '\u061C',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    const MESSAGE = 'Bidirectional control characters (such as U+202E) are not allowed.';

    it('are refused in every free-text field with a field error, and nothing is written', async () => {
      const adminToken = await signInAdmin();
      const pending = await t.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '10.00', payment_details: 'me@paypal.example' },
        token: player.access,
      });
      expect(pending.status).toBe(201);
      const before = await businessRows();
      const balance = await balanceOf(t, player.id);
      for (const control of BIDI) {
        const label = `U+${control.charCodeAt(0).toString(16).toUpperCase()}`;
        const cases: [string, () => Promise<{ status: number; body: unknown }>][] = [
          [
            'payment_details',
            () =>
              t.api.post('/api/economy/wallet/withdraw', {
                body: { amount: '10.00', payment_details: `IBAN DE89 3704 0044 ${control}0532 0130 00` },
                token: player.access,
              }),
          ],
          [
            'name',
            () =>
              t.api.post('/api/tournaments', {
                body: { name: `Official ${control}Spockout${control} Cup`, entry_fee: '1.00', max_players: 2 },
                token: player.access,
              }),
          ],
          [
            'description',
            () =>
              t.api.post('/api/tournaments', {
                body: { name: 'Fine Cup', description: `Prize ${control}001 coins`, entry_fee: '1.00', max_players: 2 },
                token: player.access,
              }),
          ],
          [
            'username',
            () =>
              t.api.post('/api/accounts/register', {
                body: {
                  username: `spock${control}fan`,
                  email: `bidi${Date.now()}@example.com`,
                  password: GOOD_PASSWORD,
                  password2: GOOD_PASSWORD,
                },
              }),
          ],
          [
            'admin_notes',
            () =>
              t.api.post('/api/admin/withdrawals/{id}/reject', {
                params: { path: { id: pending.body.withdrawal.id } },
                body: { admin_notes: `Sent to ${control}PayPal` },
                token: adminToken,
              }),
          ],
        ];
        for (const [field, send] of cases) {
          const res = await send();
          expect([label, field, res.status, (res.body as Record<string, string[]>)[field]]).toEqual([
            label,
            field,
            400,
            expect.arrayContaining([MESSAGE]),
          ]);
          expect(errorShapeProblem(res.body)).toBeNull();
        }
      }
      expect(await businessRows()).toEqual(before);
      expect(await balanceOf(t, player.id)).toBe(balance);
      expect(await fixtures(t).withdrawalStatusOf(pending.body.withdrawal)).toBe('PENDING');
    });
  });

  describe('dates far off, early or malformed, wherever the API takes a date (issue 30 §4)', () => {
    /** Refused by every day the API takes, a date of birth included: past 9999-12-30, before any age, not a day. */
    const DAYS = [
      '9999-12-31',
      '10000-01-01',
      '+010000-01-01',
      '99999-12-31',
      '0000-01-01',
      '0001-01-01',
      '-000001-01-01',
      '2026-02-30',
      '2026-13-01',
      '9999-12-31T00:00:00Z',
      '1e20',
    ];
    const TIMES = [
      '10000-01-01T00:00:00Z',
      '9999-12-31T23:00:00-05:00',
      '+275760-09-13T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1969-12-31T23:59:59Z',
      'yesterday',
    ];
    const farValues = (schema: OpenApiSchema | undefined) =>
      schema?.format === 'date' ? DAYS : schema?.format === 'date-time' ? TIMES : [];

    it('refuses each in every date query parameter with a field error naming it', async () => {
      const doc = await openApi(t);
      const admin = await signInAdmin();
      const checked: string[] = [];
      for (const { method, path, operation } of openApiRoutes(doc)) {
        for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
          const values = farValues(parameter.schema ? resolveSchema(doc, parameter.schema) : undefined);
          if (values.length) checked.push(`${method} ${path} ${parameter.name}`);
          for (const value of values) {
            const url = `${path.replace(/^\/api/, '').replace('{id}', String(player.id))}/?${parameter.name}=${encodeURIComponent(value)}`;
            const res = await t.api.raw(method, `/api${url}`, {
              token: path.startsWith('/api/admin/') ? admin : player.access,
            });
            expect([url, res.status, Object.keys(res.body ?? {})]).toEqual([url, 400, [parameter.name]]);
            expect(errorShapeProblem(res.body)).toBeNull();
          }
        }
      }
      // The finance report's and the deposit list's days, the event log's times: a new one is picked up here.
      expect(checked).toEqual(
        expect.arrayContaining([
          'GET /api/admin/finance from',
          'GET /api/admin/finance to',
          'GET /api/admin/deposits from',
          'GET /api/admin/deposits to',
          'GET /api/admin/events since',
          'GET /api/admin/events until',
        ]),
      );
    });

    it('refuses each in every date field of a body with a field error naming it, and writes nothing', async () => {
      const doc = await openApi(t);
      const admin = await signInAdmin();
      // A player who has not given a date of birth yet, so the profile takes one once.
      const undated = await t.api.post('/api/accounts/register', {
        body: {
          username: 'far_undated',
          email: 'far_undated@example.com',
          password: GOOD_PASSWORD,
          password2: GOOD_PASSWORD,
        },
      });
      expect(undated.status).toBe(201);
      const { id: undatedId } = undated.body.user;
      const undatedAccess: string = undated.body.tokens.access;
      const datesOfBirth = () =>
        t.sql('SELECT user_id, date_of_birth FROM player_protection WHERE user_id IN ($1, $2) ORDER BY user_id', [
          player.id,
          undatedId,
        ]);
      const datesBefore = await datesOfBirth();
      let n = 0;
      /** How to send each body that holds a date; a new one fails below until it is added here. */
      const senders: Record<string, (field: string, value: string) => Promise<{ status: number; body: unknown }>> = {
        'POST /api/accounts/register': (field, value) => {
          n += 1;
          return t.api.post('/api/accounts/register', {
            body: {
              username: `far_${n}`,
              email: `far${n}@example.com`,
              password: GOOD_PASSWORD,
              password2: GOOD_PASSWORD,
              [field]: value,
            },
          });
        },
        'PUT /api/accounts/profile': (field, value) =>
          t.api.put('/api/accounts/profile', { body: { [field]: value }, token: undatedAccess }),
        'PUT /api/admin/users/{id}/date_of_birth': (field, value) =>
          t.api.raw('PUT', `/api/admin/users/${undatedId}/date_of_birth/`, { body: { [field]: value }, token: admin }),
        // A schedule's start (issue 32 §2), in a body otherwise fit to be saved.
        'POST /api/admin/schedules': (field, value) =>
          t.api.raw('POST', '/api/admin/schedules/', { body: { ...SCHEDULE, [field]: value }, token: admin }),
        'PATCH /api/admin/schedules/{id}': (field, value) =>
          t.api.raw('PATCH', `/api/admin/schedules/${scheduleId}/`, { body: { [field]: value }, token: admin }),
      };
      const SCHEDULE = {
        name: 'Far Cup',
        entry_fee: '1.00',
        game_mode: 'BLITZ',
        max_players: 4,
        starts_at: '2030-01-01T18:00:00Z',
        repeat: 'none',
      };
      const saved = await t.api.raw('POST', '/api/admin/schedules/', { body: SCHEDULE, token: admin });
      expect(saved.status).toBe(201);
      const scheduleId = (saved.body as { id: number }).id;
      const before = await businessRows();
      const found: string[] = [];
      for (const { method, path, operation } of openApiRoutes(doc)) {
        const content = operation.requestBody?.content['application/json'];
        const schema = content ? resolveSchema(doc, content.schema) : undefined;
        for (const [field, property] of Object.entries(schema?.properties ?? {})) {
          const values = farValues(resolveSchema(doc, property));
          if (!values.length) continue;
          const route = `${method} ${path}`;
          found.push(route);
          const send = senders[route];
          expect([route, field, typeof send]).toEqual([route, field, 'function']);
          for (const value of values) {
            const res = await send(field, value);
            expect([route, value, res.status, Object.keys(res.body ?? {})]).toEqual([route, value, 400, [field]]);
            expect(errorShapeProblem(res.body)).toBeNull();
          }
        }
      }
      expect(found.sort()).toEqual(Object.keys(senders).sort());
      expect(await businessRows()).toEqual(before);
      expect(await datesOfBirth()).toEqual(datesBefore);
    });
  });

  describe('usernames', () => {
    const register = (username: string) =>
      t.api.post('/api/accounts/register', {
        body: {
          username,
          email: `${username.replace(/[^a-z0-9]/gi, '')}${Date.now()}@example.com`,
          password: GOOD_PASSWORD,
          password2: GOOD_PASSWORD,
        },
      });

    /** Each name is refused with exactly this message on `username`, and no account is made. */
    async function expectRefused(usernames: string[], message: string) {
      const before = await businessRows();
      for (const username of usernames) {
        const res = await register(username);
        expect([username, res.status, res.body]).toEqual([username, 400, { username: [message] }]);
      }
      expect(await businessRows()).toEqual(before);
    }

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

    it('refuse a first character a spreadsheet reads as a formula, with a message saying so (issue 30 §4)', async () => {
      await expectRefused(
        ['-spock', '--fan', '-1+1', '=cmd', '+spock', '@spock', '=HYPERLINK', '@SUM'],
        'A username cannot start with -, =, + or @.',
      );
      // Inside a name, a hyphen is as fine as ever.
      expect((await register('spock-fan-1')).status).toBe(201);
    });

    it('refuse the reserved names in any letter case, and nothing is created', async () => {
      await expectRefused(
        [
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
        ],
        'This username is reserved. Please choose another.',
      );
    });

    it('refuse names that contain a reserved word, spelt with look-alikes or not (issue 19 §4)', async () => {
      await expectRefused(
        ['admin_fan', 'rootbeer', 'staffordshire', 'r00t_beer', 'SUPP0RT_desk', 'the.m0derator'],
        'This username is reserved. Please choose another.',
      );
    });

    it('refuse every look-alike of the audit while root_admin is the configured admin (issue 19 §4)', async () => {
      const configured = await startTestApp(
        { ADMIN_USERNAME: 'root_admin', ADMIN_PASSWORD: 'Root-Admin-Pass-7731' },
        t.databaseUrl,
      );
      try {
        const before = await businessRows();
        for (const username of [
          'root_admln',
          'r00t_admin',
          'root.admin',
          'adm1n',
          'Admin.',
          '_admin',
          'support1',
          'spockout_team',
          'system.',
          'R00T-ADMlN',
        ]) {
          const res = await configured.api.post('/api/accounts/register', {
            body: {
              username,
              email: `${username.replace(/[^a-z0-9]/gi, '')}${Date.now()}@example.com`,
              password: GOOD_PASSWORD,
              password2: GOOD_PASSWORD,
            },
          });
          expect([username, res.status, res.body]).toEqual([
            username,
            400,
            { username: ['This username is reserved. Please choose another.'] },
          ]);
        }
        expect(await businessRows()).toEqual(before);
      } finally {
        await configured.close();
      }
    });

    it("refuse a name whose skeleton equals an existing user's as too similar (issue 19 §4)", async () => {
      const first = await register('lizard_queen');
      expect(first.status).toBe(201);
      const [stored] = await t.sql('SELECT username_skeleton FROM users WHERE id = $1', [first.body.user.id]);
      expect(stored.username_skeleton).toBe('llzardqueen');
      await expectRefused(
        ['l1zard_queen', 'Lizard.Queen', 'lizardqueen', 'LIZARD-QUEEN', 'lizard__queen'],
        'This username is too similar to an existing name. Please choose another.',
      );
      // Names that merely share letters are fine.
      expect((await register('lizard_king')).status).toBe(201);
    });

    it('let exactly one of two racing look-alike registrations through', async () => {
      const results = await Promise.all(
        ['sheldon_c', 'sheld0n.c', 'SHELDON-C', 'she1don_c'].map((name) => register(name)),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 400)).toHaveLength(3);
      const rows = await t.sql("SELECT count(*)::int AS n FROM users WHERE username_skeleton = 'sheldonc'");
      expect(rows[0].n).toBe(1);
    });
  });
});
