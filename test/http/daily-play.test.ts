import type { Player } from '../support/api-client.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { EventStreamReader } from '../support/event-stream.js';
import { eventually } from '../support/eventually.js';
import { startMailServer, type TestMailServer } from '../support/mail.js';
import { inbox, matchOf, noticeOf } from '../support/notification-helpers.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { countRows, join } from '../support/tournament-helpers.js';
import { MoveReminderScheduler } from '../../src/modules/gameplay/scheduler/move-reminder.scheduler.js';
import { fixtures } from '../support/fixtures.js';

const DAY = 86_400;

/**
 * Moves a match's clock on instead of waiting: its open game started `seconds` earlier, and its deadlines and its
 * reminder come that much sooner, as they would have on the database's clock.
 */
async function passTime(t: TestApp, matchId: number, seconds: number): Promise<void> {
  await t.sql(
    `UPDATE games SET started_at = started_at - make_interval(secs => $2),
                      player1_deadline = player1_deadline - make_interval(secs => $2),
                      player2_deadline = player2_deadline - make_interval(secs => $2),
                      reminder_at = reminder_at - make_interval(secs => $2)
      WHERE match_id = $1 AND status = 'IN_PROGRESS'`,
    [matchId, seconds],
  );
}

const reminders = (t: TestApp, gameId: number) =>
  countRows(t, 'domain_events', "type = 'MoveDeadlineNeared' AND (payload->>'gameId')::int = $1", [gameId]);

/**
 * Issue 32 §4, daily play: on a clock of an hour or more nobody has to be online together. Each game's start is
 * told by notice (and mail to whoever chose mails), a reminder follows once a fifth of the clock is left, and the
 * deadline's forfeit and random move apply as before. Two instances share one database.
 */
describe('Daily play', () => {
  let smtp: TestMailServer;
  let a: TestApp;
  let b: TestApp;
  const open: EventStreamReader[] = [];

  const optIn = (app: TestApp, player: Player) =>
    app.api.put('/api/accounts/profile', { body: { email_match_start: true }, token: player.access });

  beforeAll(async () => {
    smtp = await startMailServer();
    const env = { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' };
    a = await startTestApp(env);
    b = await startTestApp(env, a.databaseUrl);
  });

  afterAll(async () => {
    await Promise.all(open.splice(0).map((reader) => reader.close()));
    await closeAll(b, a);
    await smtp.close();
  });

  it('tells both players a game started, mails whoever chose mails even with a tab open, and reminds once at a fifth left', async () => {
    const mailed = await fixtures(a).player({ funds: '20.00', name: 'dm' });
    const quiet = await fixtures(a).player({ funds: '20.00', name: 'dq' });
    for (const p of [mailed, quiet]) await verifyEmailOf(a, p);
    expect((await optIn(a, mailed)).status).toBe(200);
    // A tab open somewhere says nothing of being there hours later: the daily mail goes all the same.
    const reader = await EventStreamReader.open(b.url, mailed.access);
    open.push(reader);
    await reader.waitFor((f) => f.comment === 'connected');

    const cup = await fixtures(a).tournament({
      by: mailed,
      name: 'Daily Cup',
      max_players: 2,
      game_mode: 'CLASSIC',
      move_timeout: DAY,
    });
    expect((await join(a, quiet, cup.id)).status).toBe(200);
    const matchId = await matchOf(a, mailed, cup.id, 1);
    await noticeOf(a, quiet, 'match_started');
    const started = await smtp.waitForMail({
      to: `${mailed.username}@example.com`,
      subject: 'Your match in Daily Cup has started',
    });
    expect(started.text).toContain('1 day per move');
    expect(started.actionPath).toBe(`/match/${matchId}`);

    // `quiet` moves at once; `mailed` lets four fifths of the day go by.
    const game = (
      await a.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: quiet.access })
    ).body;
    expect(
      (
        await a.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'PAPER' },
          token: quiet.access,
        })
      ).status,
    ).toBe(200);
    await passTime(a, matchId, (DAY * 4) / 5 - 60);
    const early = await Promise.all([a, b].map((app) => app.app.get(MoveReminderScheduler).sweep()));
    expect(early).toEqual([0, 0]);
    expect(await reminders(a, game.id)).toBe(0);

    await passTime(a, matchId, 61);
    // Every instance's timer and four more sweeps race for the one reminder due.
    const swept = await Promise.all([a, b, a, b].map((app) => app.app.get(MoveReminderScheduler).sweep()));
    expect(swept.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(1);
    const [notice] = await noticeOf(a, mailed, 'move_reminder');
    expect(notice).toMatchObject({ link: `/match/${matchId}` });
    expect(notice.text).toMatch(/about 4 h 48 min left/);
    const reminder = await smtp.waitForMail({
      to: `${mailed.username}@example.com`,
      subject: 'Your move in Daily Cup: time is running out',
    });
    expect(reminder.actionPath).toBe(`/match/${matchId}`);
    expect(reminder.text).not.toMatch(/\b(ROCK|PAPER|SCISSORS|SPOCK|LIZARD)\b/i);
    // Once: later sweeps find nothing, and the player who moved is never reminded.
    expect(await Promise.all([a, b].map((app) => app.app.get(MoveReminderScheduler).sweep()))).toEqual([0, 0]);
    expect(await reminders(a, game.id)).toBe(1);
    expect((await inbox(a, mailed, { page_size: 100 })).results.filter((n) => n.kind === 'move_reminder')).toHaveLength(
      1,
    );
    expect((await inbox(a, quiet, { page_size: 100 })).results.filter((n) => n.kind === 'move_reminder')).toHaveLength(
      0,
    );

    // The deadline passes: the one who showed up wins by forfeit, as on any clock.
    await passTime(a, matchId, DAY);
    const done = await eventually(
      () => a.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: quiet.access }),
      {
        until: (res) => res.body.is_complete === true,
        timeout: 10_000,
      },
    );
    expect(done.body).toMatchObject({ winner: quiet.id, forfeit: true });
  });

  it('tells both players when a later game of a daily match starts, and nothing of the kind on a minute clock', async () => {
    const p1 = await fixtures(a).player({ funds: '20.00', name: 'dg' });
    const p2 = await fixtures(a).player({ funds: '20.00', name: 'dh', verified: true });
    expect((await optIn(a, p2)).status).toBe(200);
    const hourly = await fixtures(a).tournament({
      by: p1,
      name: 'Hourly Cup',
      max_players: 2,
      game_mode: 'CLASSIC',
      move_timeout: 3600,
    });
    const brisk = await fixtures(a).tournament({ by: p1, name: 'Brisk Cup', max_players: 2, game_mode: 'CLASSIC' });
    for (const cup of [hourly, brisk]) {
      expect((await join(a, p2, cup.id)).status).toBe(200);
      const matchId = await matchOf(a, p1, cup.id, 1);
      const first = (
        await a.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: p1.access })
      ).body;
      for (const p of [p1, p2])
        expect(
          (
            await a.api.post('/api/games/{id}/submit_choice', {
              params: { path: { id: first.id } },
              body: { choice: 'SPOCK' },
              token: p.access,
            })
          ).status,
        ).toBe(200);
    }

    const [hourlyGame2] = await noticeOf(a, p1, 'game_started');
    expect(hourlyGame2).toMatchObject({ title: 'Game 2 against ' + p2.username + ': your move' });
    expect(hourlyGame2.text).toContain('Hourly Cup');
    await noticeOf(a, p2, 'game_started');
    await smtp.waitForMail({
      to: `${p2.username}@example.com`,
      subject: 'Game 2 of your match in Hourly Cup has started',
    });
    // The minute clock's game 2 started too, and told nobody: its players are at the board.
    const briskMatch = await matchOf(a, p1, brisk.id, 1);
    expect(
      (await a.api.get('/api/matches/{id}/current_game', { params: { path: { id: briskMatch } }, token: p1.access }))
        .body.game_number,
    ).toBe(2);
    expect((await inbox(a, p1, { page_size: 100 })).results.filter((n) => n.kind === 'game_started')).toHaveLength(1);
    expect(
      await countRows(
        a,
        'games g JOIN matches m ON m.id = g.match_id',
        'm.tournament_id = $1 AND g.reminder_at IS NOT NULL',
        [brisk.id],
      ),
    ).toBe(0);
  });
});
