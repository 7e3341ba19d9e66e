import { GOOD_PASSWORD, type Player } from '../support/api-client.js';
import { eventually } from '../support/eventually.js';
import { EventStreamReader } from '../support/event-stream.js';
import { startMailServer, type TestMailServer } from '../support/mail.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { fund } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

interface SessionRow {
  id: string;
  created_at: string;
  last_used_at: string;
  address: string;
  device: string;
  current: boolean;
}

/**
 * Issue 21 §4 over HTTP, on two instances sharing one database: each sign-in listed with where it came from,
 * one ended or all the others, the end reaching the other instance's tokens and streams; and the owner's
 * mails for a sign-in from a new address and device, and for a withdrawal request.
 */
describe('Sessions', () => {
  let smtp: TestMailServer;
  let a: TestApp;
  let b: TestApp;
  const open: EventStreamReader[] = [];

  beforeAll(async () => {
    smtp = await startMailServer();
    // The tests sign in "from" other addresses through X-Forwarded-For, which only a trusted proxy may set.
    const env = { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1', TRUST_PROXY: '127.0.0.1' };
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

  async function signIn(app: TestApp, player: Player, userAgent: string, address = '127.0.0.1') {
    const res = await app.api.post('/api/accounts/login', {
      body: { username: player.username, password: GOOD_PASSWORD },
      headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
    });
    expect(res.status).toBe(200);
    return { access: res.body.tokens.access as string, refresh: res.body.tokens.refresh as string };
  }

  async function sessions(app: TestApp, access: string): Promise<SessionRow[]> {
    const res = await app.api.get('/api/accounts/sessions', { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: res.body.results.length, next: null, previous: null });
    return res.body.results;
  }

  it("lists each live sign-in with its address, device and times, the caller's own marked current", async () => {
    const player = await fixtures(a).player({ name: 'ls' });
    const laptop = await signIn(a, player, CHROME_LINUX, '198.51.100.7');
    const desktop = await signIn(b, player, FIREFOX_WINDOWS, '203.0.113.9');
    const listed = await sessions(a, laptop.access);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ current: true, device: 'Chrome on Linux', address: '198.51.100.7' });
    expect(listed.filter((row) => row.current)).toHaveLength(1);
    expect(listed.map((row) => row.device)).toContain('Firefox on Windows');
    for (const row of listed) {
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(row.created_at)).not.toBeNaN();
    }
    // The id is public: neither a token nor the family the access token names.
    const sid = JSON.parse(Buffer.from(laptop.access.split('.')[1], 'base64url').toString()).sid;
    expect(listed.map((row) => row.id)).not.toContain(sid);
    const fromDesktop = await sessions(b, desktop.access);
    expect(fromDesktop.find((row) => row.current)).toMatchObject({ device: 'Firefox on Windows' });

    // A refresh moves last_used_at on, never created_at.
    const before = listed.find((row) => row.device === 'Firefox on Windows')!;
    const refreshed = await b.api.post('/api/auth/token/refresh', { body: { refresh: desktop.refresh } });
    expect(refreshed.status).toBe(200);
    const after = (await sessions(a, laptop.access)).find((row) => row.id === before.id)!;
    expect(after.created_at).toBe(before.created_at);
    expect(Date.parse(after.last_used_at)).toBeGreaterThan(Date.parse(before.last_used_at));
    expect((await a.api.get('/api/accounts/sessions')).status).toBe(401);
  });

  it('ends one session on every instance: its refresh token, its access tokens and its streams', async () => {
    const player = await fixtures(a).player({ name: 'end' });
    const mine = await signIn(a, player, CHROME_LINUX);
    const other = await signIn(b, player, SAFARI_MAC);
    const reader = await EventStreamReader.open(b.url, other.access);
    open.push(reader);
    expect(reader.status).toBe(200);
    await reader.waitFor((frame) => frame.comment === 'connected');
    const target = (await sessions(a, mine.access)).find((row) => row.device === 'Safari on macOS')!;

    const ended = await a.api.delete('/api/accounts/sessions/{id}', {
      params: { path: { id: target.id } },
      token: mine.access,
    });
    expect(ended).toMatchObject({ status: 200, body: { detail: 'The session has been signed out.' } });
    // The other instance closes the stream and refuses the session's access token.
    await reader.waitForEnd(5000);
    await eventually(async () => (await b.api.get('/api/accounts/profile', { token: other.access })).status, {
      until: (status) => status === 401,
    });
    expect((await b.api.post('/api/auth/token/refresh', { body: { refresh: other.refresh } })).status).toBe(401);
    // The caller's own session goes on, and no longer lists the ended one; ending it again is 404.
    expect((await b.api.get('/api/accounts/profile', { token: mine.access })).status).toBe(200);
    expect((await sessions(b, mine.access)).map((row) => row.id)).not.toContain(target.id);
    const again = await a.api.delete('/api/accounts/sessions/{id}', {
      params: { path: { id: target.id } },
      token: mine.access,
    });
    expect(again).toMatchObject({ status: 404, body: { detail: 'Session not found.' } });
  });

  it("answers 404 for someone else's session or an id that is no session, and ends nothing", async () => {
    const owner = await fixtures(a).player({ name: 'own' });
    const intruder = await fixtures(a).player({ name: 'int' });
    const [session] = await sessions(a, owner.access);
    for (const id of [session.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const res = await a.api.delete('/api/accounts/sessions/{id}', {
        params: { path: { id } },
        token: intruder.access,
      });
      expect(res).toMatchObject({ status: 404, body: { detail: 'Session not found.' } });
    }
    expect((await a.api.post('/api/auth/token/refresh', { body: { refresh: owner.refresh } })).status).toBe(200);
  });

  it("ends every session but the caller's with revoke_others, on both instances", async () => {
    const player = await fixtures(a).player({ name: 'ro' });
    const keep = await signIn(a, player, CHROME_LINUX);
    const others = [await signIn(a, player, SAFARI_MAC), await signIn(b, player, FIREFOX_WINDOWS)];
    const res = await b.api.post('/api/accounts/sessions/revoke_others', { token: keep.access });
    // The registration's session and the two others.
    expect(res).toMatchObject({ status: 200, body: { detail: 'Your other sessions have been signed out.', ended: 3 } });
    for (const other of others) {
      for (const app of [a, b]) {
        await eventually(async () => (await app.api.get('/api/accounts/profile', { token: other.access })).status, {
          until: (status) => status === 401,
        });
      }
      expect((await a.api.post('/api/auth/token/refresh', { body: { refresh: other.refresh } })).status).toBe(401);
    }
    const left = await sessions(a, keep.access);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, device: 'Chrome on Linux' });
    expect((await a.api.post('/api/auth/token/refresh', { body: { refresh: keep.refresh } })).status).toBe(200);
  });

  it('ends sessions only for a sign-in or re-authentication of the last five minutes: else 403, and nothing ends', async () => {
    const player = await fixtures(a).player({ name: 'stl' });
    const other = await signIn(a, player, SAFARI_MAC);
    await a.sql("UPDATE sessions SET created_at = now() - interval '6 minutes' WHERE user_id = $1", [player.id]);
    const target = (await sessions(a, player.access)).find((row) => row.device === 'Safari on macOS')!;
    const stale = {
      status: 403,
      body: {
        detail:
          'To end sessions, first confirm it is you: enter your current password, a code from your authenticator ' +
          'app, or use a passkey. Being signed in is not enough.',
        code: 'reauthentication_required',
      },
    };
    expect(
      await a.api.delete('/api/accounts/sessions/{id}', { params: { path: { id: target.id } }, token: player.access }),
    ).toMatchObject(stale);
    expect(await b.api.post('/api/accounts/sessions/revoke_others', { token: player.access })).toMatchObject(stale);
    expect((await a.api.post('/api/auth/token/refresh', { body: { refresh: other.refresh } })).status).toBe(200);
    expect(await sessions(b, player.access)).toHaveLength(2);
    // A re-authentication stands in for the sign-in (issue 30 §1).
    expect(
      (
        await a.api.post('/api/accounts/reauthenticate', {
          body: { current_password: GOOD_PASSWORD },
          token: player.access,
        })
      ).status,
    ).toBe(200);
    expect((await b.api.post('/api/accounts/sessions/revoke_others', { token: player.access })).status).toBe(200);
    expect((await a.api.post('/api/auth/token/refresh', { body: { refresh: other.refresh } })).status).toBe(401);
  });

  it('ends a session at its absolute lifetime (SESSION_MAX_AGE, 30 days), however often it refreshed', async () => {
    const player = await fixtures(a).player({ name: 'old' });
    const old = await signIn(a, player, CHROME_LINUX);
    const young = await signIn(a, player, SAFARI_MAC);
    const sid = JSON.parse(Buffer.from(old.access.split('.')[1], 'base64url').toString()).sid;
    await a.sql("UPDATE sessions SET created_at = now() - interval '30 days 1 minute' WHERE family_id = $1", [sid]);
    expect((await b.api.post('/api/auth/token/refresh', { body: { refresh: old.refresh } })).status).toBe(401);
    await eventually(async () => (await a.api.get('/api/accounts/profile', { token: old.access })).status, {
      until: (status) => status === 401,
    });
    expect((await a.api.post('/api/auth/token/refresh', { body: { refresh: young.refresh } })).status).toBe(200);
  });

  it('mails the owner for a sign-in from an address and a device never used before, and only then', async () => {
    const player = await fixtures(a).player({ name: 'nd' });
    const email = `${player.username}@example.com`;
    // A known address (the registration's) on new devices, then a known device at a new address: no mail.
    await signIn(a, player, CHROME_LINUX);
    await signIn(a, player, SAFARI_MAC);
    await signIn(b, player, CHROME_LINUX, '192.0.2.44');
    // Both new: a mail, which comes after any the two above would have queued.
    await signIn(b, player, FIREFOX_WINDOWS, '203.0.113.77');
    const mail = await smtp.waitForMail({ to: email, subject: 'New sign-in to Spockout' });
    expect(mail.text).toContain('Device: Firefox on Windows');
    expect(mail.text).toContain('Address: 203.0.113.77');
    expect(mail.text).toMatch(/Time: \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(mail.text).toContain('change your password');
    expect(mail.html).toContain('Firefox on Windows');
    expect(smtp.received.filter((m) => m.to.includes(email) && m.subject === 'New sign-in to Spockout')).toHaveLength(
      1,
    );
  });

  it('mails the owner a notice of each withdrawal request', async () => {
    const player = await fixtures(a).player({ name: 'wd', verified: true });
    await fund(a, player.id, '40.00');
    const withdrawal = { amount: '12.50', payment_method: 'PAYPAL', payment_details: 'me@example.com' } as const;
    expect((await b.api.post('/api/economy/wallet/withdraw', { body: withdrawal, token: player.access })).status).toBe(
      201,
    );
    const mail = await smtp.waitForMail({ to: `${player.username}@example.com`, subject: 'Withdrawal requested' });
    expect(mail.text).toContain('12.50 coins');
    expect(mail.text).not.toContain('me@example.com');
  });
});
