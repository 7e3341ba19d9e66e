import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { expectLedgerSound } from '../support/ledger-helpers.js';
import { fixtures } from '../support/fixtures.js';
import { entriesWithKey, eventsOf, join, type MatchBody, playScripted } from '../support/tournament-helpers.js';
import { eventually } from '../support/eventually.js';
import { closeAll } from '../support/teardown.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { noticeOf } from '../support/notification-helpers.js';
import { ScheduleScheduler } from '../../src/modules/tournaments/scheduler/schedule.scheduler.js';
import { FillDeadlineScheduler } from '../../src/modules/tournaments/scheduler/fill-deadline.scheduler.js';

/**
 * Scheduled tournaments with guaranteed prizes (issue 32 §2): the operator's schedules, each occurrence opened
 * once ahead of its start whatever the instances race, started at its time with byes and the guarantee's overlay
 * from the house, or cancelled and refunded when too few registered. The clock is moved in the database (the
 * schedule's and the occurrence's start), never waited for; both instances run every sweep, as production does.
 */

interface ScheduleBody {
  id: number;
  name: string;
  starts_at: string;
  repeat: string;
  guaranteed_prize: string | null;
  open_tournament_ids: number[];
}

interface OccurrenceRow {
  id: number;
  status: string;
  starts_at: string;
}

describe('Scheduled tournaments', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: Player;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a.databaseUrl);
    admin = await fixtures(a).admin();
  });

  afterAll(() => closeAll(b, a));

  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

  const create = (body: Record<string, unknown>, token = admin.access) =>
    a.api.raw('POST', '/api/admin/schedules/', { body, token });

  const schedule = async (body: Record<string, unknown>): Promise<ScheduleBody> => {
    const response = await create({
      name: 'Sunday Cup',
      entry_fee: '10.00',
      game_mode: 'BLITZ',
      max_players: 8,
      ...body,
    });
    expect(response.status).toBe(201);
    return response.body as ScheduleBody;
  };

  const occurrencesOf = (scheduleId: number) =>
    a.sql<OccurrenceRow>(
      `SELECT id, status, to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS starts_at
         FROM tournaments WHERE schedule_id = $1 ORDER BY starts_at`,
      [scheduleId],
    );

  /** Moves the clock to a second past the occurrence's start: the schedule's start and the occurrence's go back. */
  const reachStart = async (scheduleId: number, tournamentId: number) => {
    const [{ at }] = await a.sql<{ at: Date }>("SELECT clock_timestamp() - interval '1 second' AS at");
    await a.sql('UPDATE tournament_schedules SET starts_at = $1 WHERE id = $2', [at, scheduleId]);
    await a.sql('UPDATE tournaments SET starts_at = $1, registration_closes_at = $1 WHERE id = $2', [at, tournamentId]);
  };

  const sweepBoth = () =>
    Promise.all([a, b, a, b].map((t) => t.app.get(ScheduleScheduler).sweep())).then((n) => n.reduce((x, y) => x + y));

  it('admins create, list, change and delete schedules; bad input is a field error that writes nothing', async () => {
    const player = await fixtures(a).player();
    const before = await a.sql('SELECT id FROM tournament_schedules');
    const good = {
      name: 'Friday Cup',
      entry_fee: '5.00',
      max_players: 8,
      min_players: 3,
      starts_at: hoursFromNow(48),
      repeat: 'weekly',
      guaranteed_prize: '50.00',
    };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...good, min_players: 1 }, 'min_players'],
      [{ ...good, min_players: 9 }, 'min_players'],
      [{ ...good, max_players: 6 }, 'max_players'],
      [{ ...good, max_players: 512 }, 'max_players'],
      [{ ...good, starts_at: '2026-12-01T18:00:00' }, 'starts_at'],
      [{ ...good, starts_at: 'tomorrow' }, 'starts_at'],
      [{ ...good, starts_at: undefined }, 'starts_at'],
      [{ ...good, repeat: 'hourly' }, 'repeat'],
      [{ ...good, guaranteed_prize: '0.50' }, 'guaranteed_prize'],
      [{ ...good, registration_opens_hours: 0 }, 'registration_opens_hours'],
      [{ ...good, entry_fee: '-1' }, 'entry_fee'],
      // Three places need semi-finals: a schedule that may start with 4 players has none to pay third.
      [{ ...good, min_players: 4, payouts: [50, 30, 20] }, 'payouts'],
    ];
    for (const [body, field] of refusals) {
      const response = await create(body);
      expect([field, response.status]).toEqual([field, 400]);
      expect(Object.keys(response.body as object)).toEqual([field]);
    }
    expect((await create(good, player.access)).status).toBe(403);
    expect((await a.api.raw('GET', '/api/admin/schedules/', { token: player.access })).status).toBe(403);
    expect(await a.sql('SELECT id FROM tournament_schedules')).toEqual(before);

    const made = await create(good);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Friday Cup',
      entry_fee: '5.00',
      min_players: 3,
      max_players: 8,
      repeat: 'weekly',
      guaranteed_prize: '50.00',
      registration_opens_hours: 24,
      payouts: [100],
      move_timeout: 60,
      starts_at: new Date(good.starts_at).toISOString(),
      // Two days ahead: registration opens in a day, not now.
      open_tournament_ids: [],
    });
    const id = (made.body as ScheduleBody).id;
    const listed = await a.api.raw('GET', '/api/admin/schedules/', { token: admin.access });
    expect((listed.body as ScheduleBody[]).map((s) => s.id)).toContain(id);

    const changed = await a.api.raw('PATCH', `/api/admin/schedules/${id}/`, {
      body: { name: 'Friday Night Cup', guaranteed_prize: null, min_players: 2 },
      token: admin.access,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Friday Night Cup', guaranteed_prize: null, min_players: 2 });
    const badChange = await a.api.raw('PATCH', `/api/admin/schedules/${id}/`, {
      body: { min_players: 16 },
      token: admin.access,
    });
    expect([badChange.status, Object.keys(badChange.body as object)]).toEqual([400, ['min_players']]);
    expect((await a.api.raw('PATCH', '/api/admin/schedules/999999/', { body: {}, token: admin.access })).status).toBe(
      404,
    );
    expect(
      (await a.api.raw('PATCH', `/api/admin/schedules/${id}/`, { body: { name: 'x' }, token: player.access })).status,
    ).toBe(403);

    const deleted = await a.api.raw('DELETE', `/api/admin/schedules/${id}/`, { token: admin.access });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ detail: 'Schedule deleted.' });
    expect((await a.api.raw('DELETE', `/api/admin/schedules/${id}/`, { token: admin.access })).status).toBe(404);
    const after = await a.api.raw('GET', '/api/admin/schedules/', { token: admin.access });
    expect((after.body as ScheduleBody[]).map((s) => s.id)).not.toContain(id);
  });

  it('an occurrence opens once when its registration opens, whatever the sweeps of two instances race', async () => {
    const cup = await schedule({ starts_at: hoursFromNow(30), guaranteed_prize: '100.00', min_players: 3 });
    expect(cup.open_tournament_ids).toEqual([]);
    expect(await sweepBoth()).toBe(0);
    // Six hours later registration (24 hours ahead) is open: the start is moved 6 hours nearer instead.
    await a.sql("UPDATE tournament_schedules SET starts_at = starts_at - interval '6 hours' WHERE id = $1", [cup.id]);
    await sweepBoth();
    await sweepBoth();
    const occurrences = await eventually(() => occurrencesOf(cup.id), {
      until: (rows) => rows.length > 0,
      what: 'the occurrence',
    });
    expect(occurrences).toHaveLength(1);
    const [{ starts_at: startsAt }] = await a.sql<{ starts_at: string }>(
      `SELECT to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS starts_at
         FROM tournament_schedules WHERE id = $1`,
      [cup.id],
    );
    expect(occurrences[0]).toMatchObject({ status: 'PENDING', starts_at: startsAt });

    const player = await fixtures(a).player();
    const view = await a.api.get('/api/tournaments/{id}', {
      params: { path: { id: occurrences[0].id } },
      token: player.access,
    });
    expect(view.body).toMatchObject({
      kind: 'SCHEDULED',
      status: 'PENDING',
      starts_at: startsAt,
      registration_closes_at: startsAt,
      min_players: 3,
      guaranteed_prize: '100.00',
      // Nobody registered yet: the guarantee is the pool.
      prize_pool: '100.00',
      created_by: null,
      can_join: true,
    });
    // The index is the guarantee, not the sweep's look: a second row for the occurrence is refused.
    await expect(
      a.sql(
        `INSERT INTO tournaments (name, entry_fee, max_players, game_mode, kind, payouts, status, rake_percent, rake,
           prize_pool, total_rounds, move_timeout, registration_closes_at, schedule_id, starts_at, min_players)
         SELECT name, entry_fee, max_players, game_mode, kind, payouts, 'CANCELLED', rake_percent, rake, prize_pool,
           total_rounds, move_timeout, registration_closes_at, schedule_id, starts_at, min_players
           FROM tournaments WHERE id = $1`,
        [occurrences[0].id],
      ),
    ).rejects.toMatchObject({ constraint: 'tournaments_one_per_occurrence' });
  });

  it('5 players with a cap of 8 start at the time with 3 recorded byes and the guarantee paid from the house; the ledger balances after it completes', async () => {
    const cup = await schedule({
      name: 'Guaranteed 100',
      starts_at: hoursFromNow(2),
      min_players: 2,
      max_players: 8,
      guaranteed_prize: '100.00',
    });
    expect(cup.open_tournament_ids).toHaveLength(1);
    const tournamentId = cup.open_tournament_ids[0];
    const players = await Promise.all(
      Array.from({ length: 5 }, () => fixtures(a).player({ funds: '10.00', name: 'sched' })),
    );
    for (const player of players) expect((await join(a, player, tournamentId)).status).toBe(200);
    // Leaving and coming back works until the start.
    expect(
      (
        await a.api.post('/api/tournaments/{id}/leave', {
          params: { path: { id: tournamentId } },
          token: players[4].access,
        })
      ).status,
    ).toBe(200);
    expect((await join(a, players[4], tournamentId)).status).toBe(200);

    // Registered, not started: a scheduled tournament waits for its time, and the sweeps leave it alone.
    await b.app.get(FillDeadlineScheduler).sweep();
    const waiting = await a.api.get('/api/tournaments/{id}', {
      params: { path: { id: tournamentId } },
      token: players[0].access,
    });
    expect(waiting.body).toMatchObject({ status: 'PENDING', current_players: 5, prize_pool: '100.00' });

    await reachStart(cup.id, tournamentId);
    await eventually(() => a.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [tournamentId]), {
      until: ([row]) => row.status === 'ACTIVE',
      what: 'the start',
    });

    const bracket = (
      await a.api.get('/api/tournaments/{id}/bracket', {
        params: { path: { id: tournamentId } },
        token: players[0].access,
      })
    ).body as Record<string, (MatchBody & { bye: boolean })[]>;
    expect(Object.keys(bracket)).toEqual(['round_1', 'round_2', 'round_3']);
    const byes = bracket.round_1.filter((m) => m.bye);
    expect(byes).toHaveLength(3);
    for (const bye of byes) {
      expect(bye).toMatchObject({ status: 'COMPLETED', player2: null, winner: bye.player1 });
    }
    expect(bracket.round_1.filter((m) => !m.bye)).toEqual([
      expect.objectContaining({ status: 'IN_PROGRESS', bye: false }),
    ]);
    const [started] = await eventsOf(a, 'TournamentStarted', tournamentId);
    expect(new Set(started.payload.byes as number[])).toEqual(new Set(byes.map((m) => m.player1)));
    // The bye holders are already seated in round 2; a round-2 match of two byes has started.
    const seated = bracket.round_2.flatMap((m) => [m.player1, m.player2]).filter((p) => p !== null);
    expect(seated).toEqual(expect.arrayContaining(byes.map((m) => m.player1)));
    // A bye shows in My matches too.
    const holder = players.find((p) => p.id === byes[0].player1) as Player;
    const mine = (
      await a.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournamentId } },
        token: holder.access,
      })
    ).body as (MatchBody & { bye: boolean })[];
    expect(mine.filter((m) => m.round_number === 1)).toEqual([expect.objectContaining({ bye: true })]);

    // The overlay: the fees (50.00, no rake) fall 50.00 short of the guarantee, paid from promotions in one entry.
    const overlay = await entriesWithKey(a, `overlay:${tournamentId}`);
    expect(overlay).toEqual([expect.objectContaining({ type: 'TOURNAMENT_OVERLAY' })]);
    expect(await fixtures(a).escrowOf({ id: tournamentId })).toBe(10_000);
    const [{ balance }] = await a.sql<{ balance: string }>(
      "SELECT balance::text FROM ledger_accounts WHERE key = 'system:PROMOTIONS'",
    );
    expect(balance).toBe('-5000');
    // The finance report shows the day's overlay beside the fees taken.
    const finance = await a.api.raw('GET', '/api/admin/finance/', { token: admin.access });
    expect(finance.status).toBe(200);
    const report = finance.body as { days: { overlay: string; entry_fees: string }[]; total: { house: string } };
    const today = report.days.at(-1);
    expect(today?.overlay).toBe('50.00');
    // What guarantees cost is the house's: its figure is the rake kept (none here) less the overlay.
    expect(report.total.house).toBe('-50.00');
    expect(Number(today?.entry_fees)).toBeGreaterThanOrEqual(50);

    const done = async () =>
      (await a.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [tournamentId]))[0].status ===
      'COMPLETED';
    await playScripted(a, tournamentId, players, done);
    await eventually(() => fixtures(a).escrowOf({ id: tournamentId }), {
      until: (left) => left === 0,
      what: 'the payout',
    });
    const [{ winner_id: winnerId }] = await a.sql<{ winner_id: number }>(
      'SELECT winner_id FROM tournaments WHERE id = $1',
      [tournamentId],
    );
    expect(await fixtures(a).balanceOf({ id: winnerId })).toBe(10_000);
    // Four matches were played (one in round 1, two in round 2, the final): a bye counts for nobody.
    const records = await eventually(
      () =>
        Promise.all(
          players.map(
            async (p) =>
              (await a.api.get('/api/accounts/profile', { token: p.access })).body as { wins: number; losses: number },
          ),
        ),
      {
        until: (rows) => rows.reduce((sum, r) => sum + r.wins, 0) === 4,
        what: 'the wins',
      },
    );
    expect(records.reduce((sum, r) => sum + r.losses, 0)).toBe(4);
    await expectLedgerSound(a);
  });

  it('with fewer than its minimum at the start, it is cancelled, every fee refunded once and each player told', async () => {
    const cup = await schedule({ name: 'Thin Cup', starts_at: hoursFromNow(3), min_players: 3, max_players: 4 });
    const tournamentId = cup.open_tournament_ids[0];
    const players = await Promise.all([1, 2].map(() => fixtures(a).player({ funds: '10.00', name: 'thin' })));
    for (const player of players) expect((await join(a, player, tournamentId)).status).toBe(200);
    await reachStart(cup.id, tournamentId);
    await Promise.all([a, b, a, b].map((t) => t.app.get(FillDeadlineScheduler).sweep()));
    await eventually(() => a.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [tournamentId]), {
      until: ([row]) => row.status === 'CANCELLED',
      what: 'the cancellation',
    });
    expect(await entriesWithKey(a, `refund:${tournamentId}:%`)).toHaveLength(1);
    for (const player of players) expect(await fixtures(a).balanceOf(player)).toBe(1_000);
    const [cancelled] = await eventsOf(a, 'TournamentCancelled', tournamentId);
    expect(cancelled.payload).toMatchObject({ reason: 'too_few_players' });
    await eventually(
      () =>
        a.sql<{ user_id: number }>("SELECT user_id FROM notifications WHERE kind = 'refund' AND user_id = ANY($1)", [
          players.map((p) => p.id),
        ]),
      { until: (rows) => rows.length === 2, what: 'the notices' },
    );
    await expectLedgerSound(a);
  });

  it('a daily schedule opens its next occurrence once, on time', async () => {
    // A day and an hour ahead: registration opens in an hour, so nothing is open yet.
    const daily = await schedule({ name: 'Daily Cup', starts_at: hoursFromNow(25), repeat: 'daily' });
    expect(daily.open_tournament_ids).toEqual([]);
    // A day passes, as far as the schedule can tell: its first start is a minute ago, so the next, a day later,
    // opens now.
    await a.sql("UPDATE tournament_schedules SET starts_at = clock_timestamp() - interval '1 minute' WHERE id = $1", [
      daily.id,
    ]);
    await sweepBoth();
    await sweepBoth();
    const first = await eventually(() => occurrencesOf(daily.id), {
      until: (rows) => rows.length > 0,
      what: 'the next occurrence',
    });
    expect(first).toHaveLength(1);
    const [{ next }] = await a.sql<{ next: string }>(
      `SELECT to_char((starts_at + interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS next
         FROM tournament_schedules WHERE id = $1`,
      [daily.id],
    );
    expect(first[0]).toMatchObject({ status: 'PENDING', starts_at: next });

    // Another day: the occurrence's start is past (nobody came: cancelled), and the one after it opens, once.
    await a.sql("UPDATE tournament_schedules SET starts_at = starts_at - interval '1 day' WHERE id = $1", [daily.id]);
    await a.sql(
      "UPDATE tournaments SET starts_at = starts_at - interval '1 day', registration_closes_at = registration_closes_at - interval '1 day' WHERE schedule_id = $1",
      [daily.id],
    );
    await Promise.all([sweepBoth(), sweepBoth()]);
    const both = await eventually(() => occurrencesOf(daily.id), {
      until: (rows) => rows.length === 2 && rows[0].status === 'CANCELLED',
      what: 'the day after',
    });
    expect(both.map((o) => o.status)).toEqual(['CANCELLED', 'PENDING']);
    expect(both[1].starts_at).toBe(next);
    await sweepBoth();
    expect(await occurrencesOf(daily.id)).toHaveLength(2);
  });
  it('reminds each registered player once, 15 minutes before the start, and mails whoever chose match mails', async () => {
    const cup = await schedule({ name: 'Reminder Cup', starts_at: hoursFromNow(2), min_players: 2, max_players: 4 });
    const tournamentId = cup.open_tournament_ids[0];
    const [mailed, quiet] = await Promise.all([1, 2].map(() => fixtures(a).player({ funds: '10.00', name: 'rem' })));
    await verifyEmailOf(a, mailed);
    const optIn = await a.api.put('/api/accounts/profile', { body: { email_match_start: true }, token: mailed.access });
    expect(optIn.status).toBe(200);
    for (const player of [mailed, quiet]) expect((await join(a, player, tournamentId)).status).toBe(200);
    // Two hours ahead: no reminder yet.
    await sweepBoth();
    expect(
      await a.sql("SELECT 1 FROM notifications WHERE kind = 'tournament_reminder' AND user_id = $1", [quiet.id]),
    ).toEqual([]);

    // Ten minutes ahead, as far as the tournament and its schedule can tell.
    await a.sql("UPDATE tournament_schedules SET starts_at = clock_timestamp() + interval '10 minutes' WHERE id = $1", [
      cup.id,
    ]);
    await a.sql(
      "UPDATE tournaments SET starts_at = clock_timestamp() + interval '10 minutes', registration_closes_at = clock_timestamp() + interval '10 minutes' WHERE id = $1",
      [tournamentId],
    );
    await Promise.all([sweepBoth(), sweepBoth()]);
    for (const player of [mailed, quiet]) {
      const [notice] = await noticeOf(a, player, 'tournament_reminder');
      expect(notice).toMatchObject({ title: expect.stringMatching(/^Reminder Cup starts in \d+ minutes?$/) });
    }
    await sweepBoth();
    expect(await eventsOf(a, 'TournamentStartingSoon', tournamentId)).toHaveLength(1);
    const mails = await a.sql<{ user_id: number }>(
      "SELECT user_id FROM outgoing_mail WHERE kind = 'tournament_reminder' AND user_id = ANY($1)",
      [[mailed.id, quiet.id]],
    );
    expect(mails.map((m) => m.user_id)).toEqual([mailed.id]);
    // Still registered, still waiting for its time.
    const [row] = await a.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [tournamentId]);
    expect(row.status).toBe('PENDING');
  });
  it('checks in the ten minutes before the start: a registered player not there is refunded and not drawn', async () => {
    const cup = await schedule({ name: 'Check-in Cup', starts_at: hoursFromNow(2), min_players: 2, max_players: 4 });
    const tournamentId = cup.open_tournament_ids[0];
    const [here, alsoHere, away] = await Promise.all(
      [1, 2, 3].map(() => fixtures(a).player({ funds: '10.00', name: 'ci' })),
    );
    for (const player of [here, alsoHere, away]) expect((await join(a, player, tournamentId)).status).toBe(200);
    // `away` registered an hour ago and has not been seen since.
    await a.sql("UPDATE user_presence SET seen_at = now() - interval '1 hour' WHERE user_id = $1", [away.id]);
    await a.sql("UPDATE tournament_participants SET joined_at = now() - interval '1 hour' WHERE tournament_id = $1", [
      tournamentId,
    ]);
    await reachStart(cup.id, tournamentId);
    await eventually(() => a.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [tournamentId]), {
      until: ([row]) => row.status === 'ACTIVE',
      what: 'the start',
    });
    const seated = await a.sql<{ user_id: number }>(
      'SELECT user_id FROM tournament_participants WHERE tournament_id = $1 ORDER BY user_id',
      [tournamentId],
    );
    expect(seated.map((s) => s.user_id)).toEqual([here.id, alsoHere.id].sort((x, y) => x - y));
    expect(await fixtures(a).balanceOf(away)).toBe(1_000);
    const [left] = await eventsOf(a, 'PlayerLeftTournament', tournamentId);
    expect(left.payload).toMatchObject({ userId: away.id, reason: 'check_in' });
    const [{ total_rounds: rounds }] = await a.sql<{ total_rounds: number }>(
      'SELECT total_rounds FROM tournaments WHERE id = $1',
      [tournamentId],
    );
    // Two there: a final, no byes.
    expect(rounds).toBe(1);
    await expectLedgerSound(a);
  });
});
