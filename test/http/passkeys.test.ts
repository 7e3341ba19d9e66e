import { PASSKEY_OPTIONS_PER_ADDRESS } from '../../src/modules/identity/sign-in-security/commands/start-passkey-sign-in.handler.js';
import { type Player } from '../support/api-client.js';
import { startMailServer, type TestMailServer } from '../support/mail.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { fixtures } from '../support/fixtures.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const EXPIRED = { error: 'This passkey request has expired or was already used. Please try again.' };
const ORIGIN = 'http://localhost:5173';

/** An answer shaped as the browser's, for the given challenge, with a signature that proves nothing. */
function answer(challenge: string, type = 'webauthn.get', origin = ORIGIN) {
  return {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: encode({ type, challenge, origin }),
      authenticatorData: Buffer.alloc(37).toString('base64url'),
      signature: 'AAAA',
    },
  };
}

/**
 * The passkey routes' refusals over HTTP (the whole ceremony runs in Chromium, test/browser/passkeys.test.ts):
 * challenges single-use, short-lived and of one purpose; the site's origin only; removal only after a
 * re-authentication (issue 30 §1; test/http/reauthentication.test.ts has the rest).
 */
describe('Passkey routes', () => {
  let smtp: TestMailServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startMailServer();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' });
  });

  afterAll(async () => {
    await closeAll(t);
    await smtp.close();
  });

  async function signInOptions(): Promise<string> {
    const res = await t.api.post('/api/accounts/login/passkey/options', { headers: { origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(res.body.allowCredentials ?? []).toEqual([]);
    return res.body.challenge;
  }

  it('refuses an answer with no challenge, an unknown one, or one of another purpose, with 400', async () => {
    const missing = await t.api.raw('POST', '/api/accounts/login/passkey/', { body: {} });
    expect(missing).toMatchObject({ status: 400, body: { credential: ['This field is required.'] } });
    const bare = await t.api.post('/api/accounts/login/passkey', {
      body: { credential: { id: 'AAAA', response: {} } },
    });
    expect(bare).toMatchObject({ status: 400, body: EXPIRED });
    const unknown = await t.api.post('/api/accounts/login/passkey', { body: { credential: answer('bm90LWlzc3VlZA') } });
    expect(unknown).toMatchObject({ status: 400, body: EXPIRED });

    const player = await fixtures(t).player({ name: 'pkp' });
    const proof = { current_password: player.password };
    const options = await t.api.post('/api/accounts/passkeys/register/options', {
      body: proof,
      token: player.access,
      headers: { origin: ORIGIN },
    });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rp: { id: 'localhost', name: 'Spockout' },
      user: { name: player.username },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    // A registration's challenge does not sign anyone in.
    const crossed = await t.api.post('/api/accounts/login/passkey', {
      body: { credential: answer(options.body.challenge) },
    });
    expect(crossed).toMatchObject({ status: 400, body: EXPIRED });
  });

  it('spends a challenge with its first answer, even one that fails', async () => {
    const challenge = await signInOptions();
    const first = await t.api.post('/api/accounts/login/passkey', { body: { credential: answer(challenge) } });
    expect(first).toMatchObject({ status: 400 });
    expect(first.body).not.toEqual(EXPIRED);
    const again = await t.api.post('/api/accounts/login/passkey', { body: { credential: answer(challenge) } });
    expect(again).toMatchObject({ status: 400, body: EXPIRED });
  });

  it('refuses an expired challenge', async () => {
    const challenge = await signInOptions();
    await t.sql("UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1", [
      challenge,
    ]);
    const late = await t.api.post('/api/accounts/login/passkey', { body: { credential: answer(challenge) } });
    expect(late).toMatchObject({ status: 400, body: EXPIRED });
  });

  it('works only from the site: another origin gets 400 and spends nothing', async () => {
    const foreign = await t.api.post('/api/accounts/login/passkey/options', {
      headers: {
        origin: 'https://evil.example',
      },
    });
    expect(foreign).toMatchObject({
      status: 400,
      body: { error: 'Passkeys work only on localhost. Open Spockout at that address to use one.' },
    });
    const challenge = await signInOptions();
    const phished = await t.api.post('/api/accounts/login/passkey', {
      body: {
        credential: answer(challenge, 'webauthn.get', 'https://evil.example'),
      },
    });
    expect(phished).toMatchObject({ status: 400, body: foreign.body });
    const [left] = await t.sql('SELECT count(*)::int AS n FROM webauthn_challenges WHERE challenge = $1', [challenge]);
    expect(left).toEqual({ n: 1 });
  });

  it('needs a signed-in player to register or list passkeys', async () => {
    expect((await t.api.post('/api/accounts/passkeys/register/options', { body: {} })).status).toBe(401);
    expect((await t.api.post('/api/accounts/passkeys/register', { body: { credential: answer('x') } })).status).toBe(
      401,
    );
    expect((await t.api.get('/api/accounts/passkeys')).status).toBe(401);
  });

  async function withPasskey(prefix: string): Promise<{ player: Player; id: number }> {
    const player = await fixtures(t).player({ name: prefix });
    const [row] = await t.sql<{ id: string }>(
      "INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, $2, '\\x00', 'Test key') RETURNING id",
      [player.id, `cred-${player.username}`],
    );
    return { player, id: Number(row.id) };
  }

  it('removes a passkey only after a re-authentication in the last five minutes: else 403, and the passkey stays', async () => {
    const { player, id } = await withPasskey('pkr');
    const listed = await t.api.get('/api/accounts/passkeys', { token: player.access });
    expect(listed).toMatchObject({ status: 200, body: { count: 1, results: [{ id, name: 'Test key' }] } });
    await t.sql("UPDATE sessions SET created_at = now() - interval '6 minutes' WHERE user_id = $1", [player.id]);
    const stale = await t.api.delete('/api/accounts/passkeys/{id}', { params: { path: { id } }, token: player.access });
    expect(stale).toMatchObject({
      status: 403,
      body: {
        detail:
          'To remove a passkey, first confirm it is you: enter your current password, a code from your ' +
          'authenticator app, or use a passkey. Being signed in is not enough.',
        code: 'reauthentication_required',
      },
    });
    expect((await t.api.get('/api/accounts/passkeys', { token: player.access })).body.count).toBe(1);

    const fresh = await t.api.post('/api/accounts/login', {
      body: { username: player.username, password: player.password },
    });
    const access = fresh.body.tokens.access;
    // A sign-in is no proof for a change of factor (issue 30 §1): the password, given again, is.
    const proved = await t.api.post('/api/accounts/reauthenticate', {
      body: { current_password: player.password },
      token: access,
    });
    expect(proved.status).toBe(200);
    const other = await withPasskey('pko');
    for (const missing of [other.id, 999_999_999, 'abc']) {
      const res = await t.api.raw('DELETE', `/api/accounts/passkeys/${missing}/`, { token: access });
      expect(res).toMatchObject({ status: 404, body: { detail: 'Passkey not found.' } });
    }
    const removed = await t.api.delete('/api/accounts/passkeys/{id}', { params: { path: { id } }, token: access });
    expect(removed).toMatchObject({ status: 200, body: { detail: 'The passkey has been removed.' } });
    expect((await t.api.get('/api/accounts/passkeys', { token: access })).body.count).toBe(0);
    const mail = await smtp.waitForMail({
      to: `${player.username}@example.com`,
      subject: 'A passkey was removed from your account',
    });
    expect(mail.text).toContain('"Test key"');
  });

  // Last in the file: it spends this address's whole budget.
  it('throttles sign-in prompts per address: past 60 in 5 minutes, 429 with Retry-After and no challenge kept', async () => {
    const ask = () => t.api.post('/api/accounts/login/passkey/options', { headers: { origin: ORIGIN } });
    let res = await ask();
    for (let asked = 1; res.status === 200 && asked <= PASSKEY_OPTIONS_PER_ADDRESS; asked++) res = await ask();
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      detail: 'Too many passkey sign-in attempts. Please try again later.',
      code: 'account_action_throttled',
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const kept = async () =>
      (await t.sql<{ n: number }>("SELECT count(*)::int AS n FROM webauthn_challenges WHERE purpose = 'sign_in'"))[0].n;
    const before = await kept();
    expect(before).toBeLessThanOrEqual(PASSKEY_OPTIONS_PER_ADDRESS);
    expect((await ask()).status).toBe(429);
    expect(await kept()).toBe(before);
  });
});
