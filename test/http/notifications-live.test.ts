import type { Player } from '../support/api-client.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { EventStreamReader } from '../support/event-stream.js';
import { startMailServer, type TestMailServer } from '../support/mail.js';
import { matchOf, noticeOf } from '../support/notification-helpers.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { countRows, join } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

/**
 * The inbox beyond the request: the unread count pushed on the stream from another instance, and the mail to a
 * player who opted in and has no tab open when their match starts. Two instances share one database.
 */
describe('notifications: the live unread count and the away mail', () => {
  let smtp: TestMailServer;
  let a: TestApp;
  let b: TestApp;
  const open: EventStreamReader[] = [];

  async function stream(app: TestApp, player: Player): Promise<EventStreamReader> {
    const reader = await EventStreamReader.open(app.url, player.access);
    open.push(reader);
    expect(reader.status).toBe(200);
    await reader.waitFor((f) => f.comment === 'connected');
    return reader;
  }

  const optIn = (app: TestApp, player: Player, on: unknown) =>
    app.api.raw('PUT', '/api/accounts/profile/', { body: { email_match_start: on }, token: player.access });

  beforeAll(async () => {
    smtp = await startMailServer();
    const env = { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' };
    a = await startTestApp(env);
    b = await startTestApp(env, a.databaseUrl);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((reader) => reader.close()));
  });

  afterAll(async () => {
    await closeAll(b, a);
    await smtp.close();
  });

  it('pushes `notifications` {unread} to the player alone, across instances, as notices arrive and are read', async () => {
    const p1 = await fixtures(a).player({ funds: '100.00', name: 'lu' });
    const p2 = await fixtures(a).player({ funds: '100.00', name: 'lv' });
    const mine = await stream(b, p1);
    const cup = await fixtures(a).tournament({ by: p1, name: 'Live Cup', max_players: 2, game_mode: 'BLITZ' });
    expect((await join(a, p2, cup.id)).status).toBe(200);
    const pushed = await mine.waitFor((f) => f.event === 'notifications');
    expect(pushed.data).toEqual({ unread: 1 });
    // Reading on instance a reaches the stream on b: another tab's bell goes to zero.
    const [notice] = await noticeOf(a, p1, 'match_started');
    expect((await a.api.post('/api/notifications/read', { body: { ids: [notice.id] }, token: p1.access })).status).toBe(
      200,
    );
    await mine.waitFor((f) => f.event === 'notifications' && (f.data as { unread: number }).unread === 0);
    // Only p1's own: p2 has no stream, and p1's never carried anything but the count.
    expect(mine.events('notifications').every((f) => Object.keys(f.data as object).join() === 'unread')).toBe(true);
  });

  it('keeps the opt-in on the profile: off by default, PUT turns it on, a non-boolean is refused', async () => {
    const player = await fixtures(a).player({ funds: '0', name: 'po' });
    expect((await a.api.get('/api/accounts/profile', { token: player.access })).body.email_match_start).toBe(false);
    for (const bad of ['yes', 1, null]) {
      const refused = await optIn(a, player, bad);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ email_match_start: [expect.any(String)] });
    }
    expect((await a.api.get('/api/accounts/profile', { token: player.access })).body.email_match_start).toBe(false);
    const on = await optIn(a, player, true);
    expect(on.status).toBe(200);
    expect(on.body.email_match_start).toBe(true);
    expect((await b.api.get('/api/accounts/profile', { token: player.access })).body.email_match_start).toBe(true);
    expect((await a.api.put('/api/accounts/profile', { body: { email_match_start: true } })).status).toBe(401);
  });

  it('mails an opted-in player with no open stream when their match starts, and nobody else', async () => {
    const away = await fixtures(a).player({ funds: '100.00', name: 'aw' });
    const watching = await fixtures(a).player({ funds: '100.00', name: 'wa' });
    const silent = await fixtures(a).player({ funds: '100.00', name: 'si' });
    for (const p of [away, watching, silent]) await verifyEmailOf(a, p);
    expect((await optIn(a, away, true)).status).toBe(200);
    expect((await optIn(a, watching, true)).status).toBe(200);
    // `watching` has a tab open on instance b; `away` none anywhere.
    await stream(b, watching);

    const first = await fixtures(a).tournament({ by: away, name: 'Away Cup', max_players: 2, game_mode: 'BLITZ' });
    expect((await join(a, watching, first.id)).status).toBe(200);
    const matchId = await matchOf(a, away, first.id, 1);
    const mail = await smtp.waitForMail({
      to: `${away.username}@example.com`,
      subject: 'Your match in Away Cup has started',
    });
    expect(mail.text).toContain(`Your Final match against ${watching.username} in Away Cup has started.`);
    expect(mail.actionPath).toBe(`/match/${matchId}`);
    // Word by word: the product's name, Spockout, is not a move.
    expect(mail.text).not.toMatch(/\b(ROCK|PAPER|SCISSORS|SPOCK|LIZARD)\b/i);
    // Both players' mails would be queued in the one transaction that handled the start: only away's is there.
    expect(await countRows(a, 'outgoing_mail', "kind = 'match_started' AND user_id = $1", [watching.id])).toBe(0);

    // Not opted in: no mail even with no stream open.
    const second = await fixtures(a).tournament({ by: silent, name: 'Quiet Cup', max_players: 2, game_mode: 'BLITZ' });
    expect((await join(a, away, second.id)).status).toBe(200);
    await smtp.waitForMail({ to: `${away.username}@example.com`, subject: 'Your match in Quiet Cup has started' });
    expect(await countRows(a, 'outgoing_mail', "kind = 'match_started' AND user_id = $1", [silent.id])).toBe(0);
  });
});
