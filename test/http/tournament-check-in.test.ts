import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { expectLedgerSound } from '../support/ledger-helpers.js';
import { fixtures } from '../support/fixtures.js';
import { join } from '../support/tournament-helpers.js';
import { eventually } from '../support/eventually.js';
import { EventStreamReader } from '../support/event-stream.js';
import { closeAll } from '../support/teardown.js';
import { startMailServer, type TestMailServer } from '../support/mail.js';
import { CheckInScheduler } from '../../src/modules/tournaments/scheduler/check-in.scheduler.js';

/**
 * Check-in (issue 32 §0). Nobody waits for a window here: a player is made "away" by moving their last request
 * and their seat back in the database, and a window is ended by moving `check_in_ends_at` back.
 */

interface TournamentBody {
  id: number;
  status: string;
  current_players: number;
  check_in_ends_at: string | null;
  can_join: boolean;
  participants: { id: number; checked_in: boolean }[];
}

const get = async (t: TestApp, id: number, viewer: Player) =>
  (await t.api.get('/api/tournaments/{id}', { params: { path: { id } }, token: viewer.access })).body as TournamentBody;

/** The player's client was last seen, and their seat taken, 10 minutes ago: past every check-in window. */
async function sendAway(t: TestApp, player: Player): Promise<void> {
  await t.sql("UPDATE user_presence SET seen_at = now() - interval '10 minutes' WHERE user_id = $1", [player.id]);
  await t.sql("UPDATE tournament_participants SET joined_at = now() - interval '10 minutes' WHERE user_id = $1", [
    player.id,
  ]);
}

const endWindow = (t: TestApp, id: number) =>
  t.sql("UPDATE tournaments SET check_in_ends_at = clock_timestamp() - interval '1 second' WHERE id = $1", [id]);

const checkIn = (t: TestApp, player: Player, id: number) =>
  t.api.post('/api/tournaments/{id}/check_in', { params: { path: { id } }, token: player.access });

const noticesOf = (t: TestApp, userId: number, kind: string) =>
  t.sql<{ title: string; text: string; link: string }>(
    'SELECT title, text, link FROM notifications WHERE user_id = $1 AND kind = $2 ORDER BY id',
    [userId, kind],
  );

const checkedIn = (body: TournamentBody) => Object.fromEntries(body.participants.map((p) => [p.id, p.checked_in]));

describe('Check-in with the sweep running', () => {
  let t: TestApp;
  let smtp: TestMailServer;

  beforeAll(async () => {
    smtp = await startMailServer();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' });
  });

  afterAll(async () => {
    await closeAll(t);
    await smtp.close();
  });

  it('starts without a player who is away once the window ends: their one fee refunded, their seat reopened', async () => {
    const make = fixtures(t);
    const [a, c, d, e] = await Promise.all([1, 2, 3, 4].map(() => make.player({ funds: '30.00' })));
    // The player away chose match mails, with a proven address.
    const away = await make.player({ funds: '30.00', verified: true });
    const optIn = { body: { email_match_start: true }, token: away.access };
    expect((await t.api.put('/api/accounts/profile', optIn)).status).toBe(200);
    const created = await make.tournament({ by: a, max_players: 4, entry_fee: '10.00' });
    for (const p of [away, c]) expect((await join(t, p, created.id)).status).toBe(200);
    await sendAway(t, away);
    const stream = await EventStreamReader.open(t.url, a.access);

    const filled = await join(t, d, created.id);
    expect(filled.status).toBe(200);
    const checking = filled.body.tournament as TournamentBody;
    expect(checking.status).toBe('PENDING');
    expect(checking.can_join).toBe(false);
    const window = Date.parse(checking.check_in_ends_at as string) - Date.now();
    expect(window).toBeGreaterThan(50_000);
    expect(window).toBeLessThanOrEqual(61_000);
    expect(checkedIn(checking)).toEqual({ [a.id]: true, [away.id]: false, [c.id]: true, [d.id]: true });
    const [started] = await fixtures(t).tournamentEvents('TournamentCheckInStarted', created);
    expect(started).toMatchObject({
      payload: { userIds: [a.id, away.id, c.id, d.id], checkedInUserIds: [a.id, c.id, d.id] },
      user_id: d.id,
    });
    // The alert on any page: the live stream says so; the inbox of every player holds it.
    await stream.waitFor((f) => {
      const data = f.data as { tournament_id?: number; reason?: string } | null;
      return f.event === 'tournament' && data?.tournament_id === created.id && data?.reason === 'check_in';
    });
    await stream.close();
    for (const p of [a, away, c, d])
      await eventually(() => noticesOf(t, p.id, 'check_in'), { until: (rows) => rows.length === 1 });
    const [awayNotice] = await noticesOf(t, away.id, 'check_in');
    expect(awayNotice).toMatchObject({ title: 'Test Cup is full: check in', link: `/tournament/${created.id}` });
    expect(awayNotice.text).toMatch(/Press "I'm here" within 1 min/);
    const mail = await smtp.waitForMail({
      to: `${away.username}@example.com`,
      subject: 'Test Cup is full: check in to play',
    });
    expect(mail.actionPath).toBe(`/tournament/${created.id}`);

    await endWindow(t, created.id);
    await eventually(async () => (await get(t, created.id, a)).check_in_ends_at === null, { timeout: 8000 });
    const after = await get(t, created.id, a);
    expect(after).toMatchObject({ status: 'PENDING', current_players: 3, check_in_ends_at: null });
    expect(checkedIn(after)).toEqual({ [a.id]: false, [c.id]: false, [d.id]: false });

    // One entry back to the player who was away, keyed by their seat; nothing for the others.
    expect(await fixtures(t).balanceOf(away)).toBe(3000);
    expect(await fixtures(t).ledgerEntriesLike(`refund:${created.id}:%`)).toEqual([
      {
        idempotency_key: expect.stringMatching(new RegExp(`^refund:${created.id}:seat:\\d+$`)),
        type: 'TOURNAMENT_REFUND',
      },
    ]);
    expect(await fixtures(t).escrowOf(created)).toBe(3000);
    for (const p of [a, c, d]) expect(await fixtures(t).balanceOf(p)).toBe(2000);
    expect(await fixtures(t).tournamentEvents('PlayerLeftTournament', created)).toEqual([
      {
        payload: { tournamentId: created.id, userId: away.id, currentPlayers: 3, refund: 1000, reason: 'check_in' },
        user_id: null,
      },
    ]);
    expect(await fixtures(t).tournamentEvents('CheckInLapsed', created)).toEqual([
      {
        payload: { tournamentId: created.id, droppedUserIds: [away.id], keptUserIds: [a.id, c.id, d.id] },
        user_id: null,
      },
    ]);
    // Told why: the ones kept, and the one dropped (with the refund).
    const [kept] = await eventually(() => noticesOf(t, a.id, 'check_in_lapsed'), { until: (r) => r.length === 1 });
    expect(kept.text).toMatch(/^1 player did not check in and lost their seat/);
    const [refund] = await eventually(() => noticesOf(t, away.id, 'refund'), { until: (r) => r.length === 1 });
    expect(refund.text).toMatch(/You did not check in for Test Cup/);

    // The seat is open again; the one who takes it fills the table with everyone there, and play starts at once.
    expect((await get(t, created.id, e)).can_join).toBe(true);
    const refilled = await join(t, e, created.id);
    expect(refilled.status).toBe(200);
    expect((refilled.body.tournament as TournamentBody).status).toBe('ACTIVE');
    expect(await fixtures(t).tournamentEvents('TournamentCheckInStarted', created)).toHaveLength(1);
    expect((await fixtures(t).tournamentEvents('TournamentStarted', created))[0].user_id).toBe(e.id);
    expect(await fixtures(t).ledgerEntriesLike(`refund:${created.id}:%`)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('starts at once when every player is there: a fresh seat, or a request in the last 20 seconds', async () => {
    const make = fixtures(t);
    const [a, b] = await Promise.all([1, 2].map(() => make.player({ funds: '30.00' })));
    const created = await make.tournament({ by: a, max_players: 2, entry_fee: '10.00' });
    // The creator's seat is old, but their client made a request just now.
    await t.sql(
      "UPDATE tournament_participants SET joined_at = now() - interval '10 minutes' WHERE tournament_id = $1",
      [created.id],
    );
    await t.sql('UPDATE user_presence SET seen_at = now() WHERE user_id = $1', [a.id]);
    const filled = await join(t, b, created.id);
    expect(filled.status).toBe(200);
    const body = filled.body.tournament as TournamentBody;
    expect(body).toMatchObject({ status: 'ACTIVE', check_in_ends_at: null });
    expect(checkedIn(body)).toEqual({ [a.id]: true, [b.id]: true });
    expect(await fixtures(t).tournamentEvents('TournamentCheckInStarted', created)).toHaveLength(0);
    expect(await fixtures(t).tournamentEvents('TournamentStarted', created)).toHaveLength(1);
  });
});

describe('Check-in, sweeps driven by the test', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a.databaseUrl);
    for (const app of [...a.apps, ...b.apps]) await app.get(CheckInScheduler).onApplicationShutdown();
  });

  afterAll(() => closeAll(b, a));

  const sweeps = (n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => [a, b][i % 2].app.get(CheckInScheduler).sweep()));

  /** A full 2-seat tournament checking in, its creator away. */
  async function checkingIn(t: TestApp) {
    const make = fixtures(t);
    const [creator, joiner] = await Promise.all([1, 2].map(() => make.player({ funds: '30.00' })));
    const created = await make.tournament({ by: creator, max_players: 2, entry_fee: '10.00', move_timeout: 3600 });
    await sendAway(t, creator);
    const filled = await join(t, joiner, created.id);
    expect((filled.body.tournament as TournamentBody).status).toBe('PENDING');
    return { creator, joiner, id: created.id as number, filled: filled.body.tournament as TournamentBody };
  }

  it('checks in with "I\'m here": the last one in starts it; refusals for the wrong caller or time', async () => {
    const { creator, joiner, id, filled } = await checkingIn(a);
    // A tenth of an hour's clock: 6 minutes.
    expect(Date.parse(filled.check_in_ends_at as string) - Date.now()).toBeGreaterThan(350_000);

    const stranger = await fixtures(a).player({ funds: '30.00' });
    expect((await checkIn(a, stranger, id)).status).toBe(403);
    expect(
      (await a.api.post('/api/tournaments/{id}/check_in', { params: { path: { id: 999999 } }, token: joiner.access }))
        .status,
    ).toBe(404);
    const again = await checkIn(a, joiner, id);
    expect(again.status).toBe(200);
    expect(again.body.tournament.status).toBe('PENDING');
    expect(await fixtures(a).tournamentEvents('PlayerCheckedIn', { id })).toHaveLength(0);

    const open = await fixtures(a).tournament({ by: stranger, max_players: 2, entry_fee: '10.00' });
    const notFull = await checkIn(a, stranger, open.id);
    expect(notFull.status).toBe(409);
    expect(notFull.body).toMatchObject({ code: 'not_checking_in' });

    const here = await checkIn(a, creator, id);
    expect(here.status).toBe(200);
    expect(here.body.message).toMatch(/has started/);
    expect(here.body.tournament).toMatchObject({ status: 'ACTIVE', check_in_ends_at: null });
    expect(await fixtures(a).tournamentEvents('PlayerCheckedIn', { id })).toEqual([
      { payload: { tournamentId: id, userId: creator.id, via: 'button' }, user_id: creator.id },
    ]);
    expect((await fixtures(a).tournamentEvents('TournamentStarted', { id }))[0].user_id).toBe(creator.id);
    const late = await checkIn(a, creator, id);
    expect(late.status).toBe(409);
    expect(await sweeps(2)).toEqual([
      { started: 0, lapsed: 0, waiting: 0 },
      { started: 0, lapsed: 0, waiting: 0 },
    ]);
  });

  it('refuses "I\'m here" once the window has ended, even before a sweep', async () => {
    const { creator, id } = await checkingIn(a);
    await endWindow(a, id);
    const refused = await checkIn(a, creator, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'check_in_closed' });
    // The sweep decides: the creator never checked in.
    expect(await sweeps(1)).toEqual([{ started: 0, lapsed: 1, waiting: 0 }]);
    expect(await fixtures(a).balanceOf(creator)).toBe(3000);
  });

  it('checks in a player whose client turns up during the window (a live stream) and starts', async () => {
    const { creator, id } = await checkingIn(a);
    expect(await sweeps(1)).toEqual([{ started: 0, lapsed: 0, waiting: 1 }]);
    const stream = await EventStreamReader.open(b.url, creator.access);
    try {
      await eventually(() => sweeps(1), { until: ([s]) => s.started === 1 });
    } finally {
      await stream.close();
    }
    expect((await fixtures(a).tournamentEvents('PlayerCheckedIn', { id }))[0]).toEqual({
      payload: { tournamentId: id, userId: creator.id, via: 'present' },
      user_id: null,
    });
    expect((await a.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [id]))[0].status).toBe(
      'ACTIVE',
    );
  });

  it('racing sweeps on two instances drop and refund an absent player once', async () => {
    const make = fixtures(a);
    const players = await Promise.all([1, 2, 3, 4].map(() => make.player({ funds: '30.00' })));
    const [creator, away1, away2, last] = players;
    const created = await make.tournament({ by: creator, max_players: 4, entry_fee: '10.00' });
    for (const p of [away1, away2]) expect((await join(a, p, created.id)).status).toBe(200);
    await sendAway(a, away1);
    await sendAway(a, away2);
    expect((await join(b, last, created.id)).status).toBe(200);
    await endWindow(a, created.id);

    const outcomes = await sweeps(6);
    expect(outcomes.reduce((n, s) => n + s.lapsed, 0)).toBe(1);
    expect(outcomes.reduce((n, s) => n + s.started, 0)).toBe(0);
    expect(await sweeps(2)).toEqual([
      { started: 0, lapsed: 0, waiting: 0 },
      { started: 0, lapsed: 0, waiting: 0 },
    ]);
    expect(await fixtures(a).ledgerEntriesLike(`refund:${created.id}:%`)).toHaveLength(2);
    for (const p of [away1, away2]) expect(await fixtures(a).balanceOf(p)).toBe(3000);
    for (const p of [creator, last]) expect(await fixtures(a).balanceOf(p)).toBe(2000);
    expect(await fixtures(a).escrowOf(created)).toBe(2000);
    expect(await fixtures(a).tournamentEvents('CheckInLapsed', created)).toHaveLength(1);
    expect(await fixtures(a).tournamentEvents('PlayerLeftTournament', created)).toHaveLength(2);
    const seen = await get(a, created.id, creator);
    expect(seen).toMatchObject({ status: 'PENDING', current_players: 2, check_in_ends_at: null });
    await expectLedgerSound(a);
  });
});
