import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, uniqueName, type Player } from '../support/api-client.js';
import { expectLedgerSound } from '../support/ledger-helpers.js';
import { balanceOf, countRows, join } from '../support/tournament-helpers.js';
import {
  endSelfExclusionPeriod,
  makePendingLimitsDue,
  makeReopenDue,
  protectionEventsOf,
} from '../support/protection-helpers.js';
import { fixtures } from '../support/fixtures.js';

describe('Player protection over HTTP (issue 22)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const deposit = (player: Player, amount: string) =>
    t.api.post('/api/economy/wallet/deposit', { body: { amount }, token: player.access });

  /** A date `years` years before today (UTC), shifted by `days`. */
  function yearsAgo(years: number, days = 0): string {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
      .toISOString()
      .slice(0, 10);
  }

  function registration(extra: Record<string, unknown> = {}) {
    const username = uniqueName('prot');
    return { username, email: `${username}@example.com`, password: GOOD_PASSWORD, password2: GOOD_PASSWORD, ...extra };
  }

  /** A player registered without a date of birth, as a client that follows only the spec does. */
  async function playerWithoutDateOfBirth(): Promise<Player> {
    const body = registration();
    const res = await t.api.post('/api/accounts/register', { body: body });
    expect(res.status).toBe(201);
    return {
      id: res.body.user.id,
      username: body.username,
      password: GOOD_PASSWORD,
      access: res.body.tokens.access,
      refresh: res.body.tokens.refresh,
    };
  }

  describe('§1 age before money', () => {
    it('refuses a player under MIN_AGE with a field error and makes no account', async () => {
      const users = await countRows(t, 'users');
      const body = registration({ date_of_birth: yearsAgo(18, 1) });
      const res = await t.api.post('/api/accounts/register', { body: body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ date_of_birth: ['You must be at least 18 years old to play.'] });
      expect(await countRows(t, 'users')).toBe(users);
      expect(await countRows(t, 'users', 'username = $1', [body.username])).toBe(0);
    });

    it('registers a player who is 18 today, and refuses a date that is not one', async () => {
      const adult = await t.api.post('/api/accounts/register', { body: registration({ date_of_birth: yearsAgo(18) }) });
      expect(adult.status).toBe(201);
      const profile = await t.api.get('/api/accounts/profile', { token: adult.body.tokens.access });
      expect(profile.body.protection.date_of_birth).toBe(yearsAgo(18));
      const bad = await t.api.post('/api/accounts/register', { body: registration({ date_of_birth: '2001-02-30' }) });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body)).toEqual(['date_of_birth']);
    });

    it('refuses a deposit without a date of birth, then takes it once the date is set (once)', async () => {
      const player = await playerWithoutDateOfBirth();
      const refused = await deposit(player, '20.00');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        detail: 'Confirm your date of birth before your first deposit.',
        code: 'date_of_birth_required',
      });
      expect(await balanceOf(t, player.id)).toBe(0);

      // A date under age here would be the account's last (issue 30 §3, exclusion-register.test.ts).
      const set = await t.api.put('/api/accounts/profile', {
        body: { date_of_birth: '1985-06-15' },
        token: player.access,
      });
      expect(set.status).toBe(200);
      expect(set.body.protection.date_of_birth).toBe('1985-06-15');
      expect((await deposit(player, '20.00')).status).toBe(200);
      expect(await balanceOf(t, player.id)).toBe(2000);

      const again = await t.api.put('/api/accounts/profile', {
        body: { date_of_birth: '1984-06-15' },
        token: player.access,
      });
      expect(again.status).toBe(400);
      expect(again.body.date_of_birth[0]).toMatch(/already confirmed/);

      const admin = await fixtures(t).admin();
      const corrected = await t.api.put('/api/admin/users/{id}/date_of_birth', {
        params: { path: { id: player.id } },
        body: { date_of_birth: '1984-06-15' },
        token: admin.access,
      });
      expect(corrected.status).toBe(200);
      expect(corrected.body.protection.date_of_birth).toBe('1984-06-15');
      const events = (await protectionEventsOf(t, player.id)).filter((e) => e.type === 'DateOfBirthRecorded');
      expect(events.map((e) => [e.payload.source, e.payload.previous, e.user_id])).toEqual([
        ['player', null, player.id],
        ['admin', '1985-06-15', admin.id],
      ]);
    });
  });

  describe('§2 limits', () => {
    it('refuses a deposit past a deposit limit with the limit, the window and what remains', async () => {
      const player = await fixtures(t).player({ name: 'dlim' });
      const set = await t.api.put('/api/accounts/limits', { body: { deposit_daily: '50.00' }, token: player.access });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ deposit_daily: '50.00', deposit_weekly: null, pending: [] });
      expect((await deposit(player, '30.00')).status).toBe(200);
      const refused = await deposit(player, '30.00');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: 'This would pass your deposit limit of 50.00 per 24 hours: 20.00 remains.',
        code: 'deposit_limit_reached',
      });
      expect((await deposit(player, '20.00')).status).toBe(200);
      expect(await balanceOf(t, player.id)).toBe(5000);
    });

    it('lowers a limit at once, raises it only after its effective_at, and lets a pending raise be cancelled', async () => {
      const player = await fixtures(t).player({ name: 'raise' });
      await t.api.put('/api/accounts/limits', { body: { deposit_weekly: '100.00' }, token: player.access });
      const lowered = await t.api.put('/api/accounts/limits', {
        body: { deposit_weekly: '20.00' },
        token: player.access,
      });
      expect(lowered.body).toMatchObject({ deposit_weekly: '20.00', pending: [] });
      expect((await deposit(player, '20.00')).status).toBe(200);

      const raised = await t.api.put('/api/accounts/limits', {
        body: { deposit_weekly: '60.00' },
        token: player.access,
      });
      expect(raised.body.deposit_weekly).toBe('20.00');
      expect(raised.body.pending).toEqual([
        { limit: 'deposit_weekly', amount: '60.00', effective_at: expect.any(String) },
      ]);
      const due = new Date(raised.body.pending[0].effective_at).getTime() - Date.now();
      expect(due).toBeGreaterThan(23.9 * 3_600_000);
      expect(due).toBeLessThanOrEqual(24 * 3_600_000);
      expect((await deposit(player, '10.00')).status).toBe(400);

      await makePendingLimitsDue(t, player.id);
      const after = await t.api.get('/api/accounts/limits', { token: player.access });
      expect(after.body).toMatchObject({ deposit_weekly: '60.00', pending: [] });
      expect((await deposit(player, '10.00')).status).toBe(200);

      // A removal waits too, and the player may cancel it while it waits.
      const removal = await t.api.put('/api/accounts/limits', { body: { deposit_weekly: null }, token: player.access });
      expect(removal.body.pending).toEqual([
        { limit: 'deposit_weekly', amount: null, effective_at: expect.any(String) },
      ]);
      const cancelled = await t.api.post('/api/accounts/limits/cancel_pending', {
        body: { limit: 'deposit_weekly' },
        token: player.access,
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ deposit_weekly: '60.00', pending: [] });
      const types = (await protectionEventsOf(t, player.id)).map(
        (e) => `${e.type}:${(e.payload.change as string | undefined) ?? ''}`,
      );
      expect(types).toEqual([
        'DateOfBirthRecorded:',
        'LimitChanged:set',
        'LimitChanged:lowered',
        'LimitChanged:raised',
        'LimitChanged:removed',
        'LimitChangeCancelled:',
      ]);
    });

    it('refuses a join or a create past a loss limit, counting fees less prizes and refunds', async () => {
      const creator = await fixtures(t).player({ funds: '100.00', name: 'lcre' });
      const player = await fixtures(t).player({ funds: '100.00', name: 'lloss' });
      await t.api.put('/api/accounts/limits', { body: { loss_daily: '15.00' }, token: player.access });
      const first = await fixtures(t).tournament({ by: creator, entry_fee: '10.00', max_players: 4 });
      expect((await join(t, player, first.id)).status).toBe(200);
      const second = await fixtures(t).tournament({ by: creator, entry_fee: '10.00', max_players: 4 });
      const refused = await join(t, player, second.id);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/loss limit of 15\.00 per 24 hours: 5\.00 remains/);
      const created = await t.api.post('/api/tournaments', {
        body: { name: 'Over my limit', entry_fee: '10.00', max_players: 4, game_mode: 'BLITZ' },
        token: player.access,
      });
      expect(created.status).toBe(400);
      expect(created.body.error).toMatch(/loss limit of 15\.00 per 24 hours/);
      expect(await countRows(t, 'tournaments', 'name = $1', ['Over my limit'])).toBe(0);
      // A refund is no loss: leaving the first gives the room back.
      expect(
        (await t.api.post('/api/tournaments/{id}/leave', { params: { path: { id: first.id } }, token: player.access }))
          .status,
      ).toBe(200);
      expect((await join(t, player, second.id)).status).toBe(200);
    });

    it('lets no two parallel deposits pass a deposit limit together', async () => {
      const player = await fixtures(t).player({ name: 'pdep' });
      await t.api.put('/api/accounts/limits', { body: { deposit_daily: '50.00' }, token: player.access });
      const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(player, '20.00')));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 400, 400, 400, 400]);
      expect(await balanceOf(t, player.id)).toBe(4000);
    });

    it('lets no two parallel joins pass a loss limit together', async () => {
      const creator = await fixtures(t).player({ funds: '200.00', name: 'pcre' });
      const player = await fixtures(t).player({ funds: '100.00', name: 'pjoin' });
      await t.api.put('/api/accounts/limits', { body: { loss_daily: '25.00' }, token: player.access });
      const tournaments = [];
      for (let i = 0; i < 4; i++) tournaments.push(await fixtures(t).tournament({ by: creator, entry_fee: '10.00' }));
      const answers = await Promise.all(tournaments.map((tournament) => join(t, player, tournament.id)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 400, 400]);
      expect(await balanceOf(t, player.id)).toBe(8000);
      await expectLedgerSound(t);
    });
  });

  describe('§3 time-out and self-exclusion', () => {
    it('a time-out refuses deposit, join and create with its end, refunds pending seats, and lets a withdrawal through', async () => {
      const creator = await fixtures(t).player({ funds: '100.00', name: 'tcre' });
      const player = await fixtures(t).player({ name: 'tout', verified: true });
      expect((await deposit(player, '60.00')).status).toBe(200);
      const first = await fixtures(t).tournament({ by: creator, entry_fee: '10.00', max_players: 4 });
      const second = await fixtures(t).tournament({ by: creator, entry_fee: '5.00', max_players: 4 });
      expect((await join(t, player, first.id)).status).toBe(200);
      expect((await join(t, player, second.id)).status).toBe(200);
      expect(await balanceOf(t, player.id)).toBe(4500);

      expect(
        (await t.api.raw('POST', '/api/accounts/time_out/', { body: { days: 3 }, token: player.access })).status,
      ).toBe(400);
      const taken = await t.api.post('/api/accounts/time_out', { body: { days: 7 }, token: player.access });
      expect(taken.status).toBe(200);
      expect(taken.body.time_out.active).toBe(true);
      const endsAt = taken.body.time_out.ends_at as string;
      expect(new Date(endsAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

      // Seats in PENDING tournaments came back at once, one refund entry each.
      expect(await balanceOf(t, player.id)).toBe(6000);
      expect(await countRows(t, 'tournament_participants', 'user_id = $1', [player.id])).toBe(0);
      const refunds = await t.sql<{ n: string }>(
        "SELECT count(*) AS n FROM ledger_entries WHERE type = 'TOURNAMENT_REFUND' AND idempotency_key LIKE ANY ($1)",
        [[`%:${first.id}:%`, `%:${second.id}:%`]],
      );
      expect(Number(refunds[0].n)).toBe(2);

      const refusals = [
        await deposit(player, '5.00'),
        await join(t, player, first.id),
        await t.api.post('/api/tournaments', {
          body: { name: 'Timed out', entry_fee: '1.00', max_players: 2, game_mode: 'BLITZ' },
          token: player.access,
        }),
      ];
      for (const res of refusals) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ detail: expect.any(String), code: 'timed_out' });
        expect(res.body.detail).toContain(`${endsAt.slice(0, 10)} ${endsAt.slice(11, 16)} UTC`);
        expect(res.body.detail).toMatch(/^You are on a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/);
      }
      const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '20.00', payment_method: 'PAYPAL', payment_details: 'me@example.com' },
        token: player.access,
      });
      expect(withdrawal.body).toMatchObject({ message: 'Withdrawal request submitted!' });
      expect(withdrawal.status).toBe(201);

      // Not shortened by a shorter one, not lifted by the player or an admin.
      const shorter = await t.api.post('/api/accounts/time_out', { body: { days: 1 }, token: player.access });
      expect(shorter.body.time_out.ends_at).toBe(endsAt);
      // No route lifts one, for the player or an admin: the attempts find nothing, and it stays.
      expect((await t.api.raw('DELETE', '/api/accounts/time_out/', { token: player.access })).status).toBe(404);
      const admin = await fixtures(t).admin();
      expect(
        (await t.api.raw('DELETE', `/api/admin/users/${player.id}/protection/`, { token: admin.access })).status,
      ).toBe(404);
      expect(
        (
          await t.api.post('/api/admin/users/{id}/unblock', {
            params: { path: { id: player.id } },
            token: admin.access,
          })
        ).status,
      ).toBe(200);
      expect((await join(t, player, first.id)).status).toBe(403);
      const seen = await t.api.get('/api/admin/users/{id}/protection', {
        params: { path: { id: player.id } },
        token: admin.access,
      });
      expect(seen.body.protection.time_out).toEqual({ active: true, ends_at: endsAt });
      expect(seen.body.history.map((e: { type: string }) => e.type)).toContain('PlayerTimedOut');
      expect(
        (await t.api.get('/api/accounts/profile', { token: player.access })).body.protection.time_out.ends_at,
      ).toBe(endsAt);
      await expectLedgerSound(t);
    });

    it('a self-exclusion holds past its period until the player asks to reopen, and 24 hours more', async () => {
      const player = await fixtures(t).player({ name: 'sexc' });
      expect(
        (await t.api.raw('POST', '/api/accounts/self_exclude/', { body: { months: 3 }, token: player.access })).status,
      ).toBe(400);
      const excluded = await t.api.post('/api/accounts/self_exclude', { body: { months: 6 }, token: player.access });
      expect(excluded.status).toBe(200);
      expect(excluded.body.self_exclusion).toMatchObject({ active: true, can_request_reopen: false });
      const refused = await deposit(player, '5.00');
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toMatch(/^Your account is self-excluded until /);
      expect((await t.api.post('/api/accounts/self_exclude/reopen', { token: player.access })).status).toBe(400);
      expect((await t.api.raw('DELETE', '/api/accounts/self_exclude/', { token: player.access })).status).toBe(404);

      await endSelfExclusionPeriod(t, player.id);
      const closed = await deposit(player, '5.00');
      expect(closed.status).toBe(403);
      expect(closed.body.detail).toMatch(/ask to reopen it/);
      const profile = await t.api.get('/api/accounts/profile', { token: player.access });
      expect(profile.body.protection.self_exclusion).toEqual({ active: true, ends_at: null, can_request_reopen: true });

      const reopen = await t.api.post('/api/accounts/self_exclude/reopen', { token: player.access });
      expect(reopen.status).toBe(200);
      expect(new Date(reopen.body.self_exclusion.ends_at).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
      expect((await deposit(player, '5.00')).status).toBe(403);
      await makeReopenDue(t, player.id);
      expect((await deposit(player, '5.00')).status).toBe(200);
      expect((await protectionEventsOf(t, player.id)).map((e) => e.type)).toEqual([
        'DateOfBirthRecorded',
        'PlayerSelfExcluded',
        'SelfExclusionReopenRequested',
      ]);
    });
  });

  describe('§4 reality checks and figures', () => {
    it('answers the session summary and the safer-play figures, and keeps the reminder the player picks', async () => {
      const creator = await fixtures(t).player({ funds: '100.00', name: 'scre' });
      const player = await fixtures(t).player({ name: 'sess' });
      expect((await deposit(player, '40.00')).status).toBe(200);
      const tournament = await fixtures(t).tournament({ by: creator, entry_fee: '10.00' });
      expect((await join(t, player, tournament.id)).status).toBe(200);
      const summary = await t.api.get('/api/accounts/session_summary', { token: player.access });
      expect(summary.status).toBe(200);
      expect(summary.body).toMatchObject({ fees: '10.00', prizes: '0.00', refunds: '0.00', net: '-10.00' });
      expect(summary.body.reality_check_minutes).toBe(60);
      expect(summary.body.duration_seconds).toBeGreaterThanOrEqual(0);

      const set = await t.api.put('/api/accounts/limits', {
        body: { reality_check_minutes: 15 },
        token: player.access,
      });
      expect(set.body.reality_check_minutes).toBe(15);
      expect(
        (await t.api.raw('PUT', '/api/accounts/limits/', { body: { reality_check_minutes: 20 }, token: player.access }))
          .status,
      ).toBe(400);
      const none = await t.api.put('/api/accounts/limits', {
        body: { reality_check_minutes: null },
        token: player.access,
      });
      expect(none.body.reality_check_minutes).toBeNull();

      const figures = await t.api.get('/api/accounts/safer_play', { token: player.access });
      expect(figures.body.windows).toEqual(
        ['24h', '7d', '30d'].map((window) => ({
          window,
          deposits: '40.00',
          fees: '10.00',
          prizes: '0.00',
          refunds: '0.00',
          net: '-10.00',
        })),
      );
      expect(figures.body.daily).toHaveLength(30);
      expect(figures.body.daily.at(-1).net).toBe('-10.00');
      expect(figures.body.links.length).toBeGreaterThan(0);
    });
  });
});
