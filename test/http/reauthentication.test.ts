import { CommandBus } from '@nestjs/cqrs';
import { EnsureAdmin } from '../../src/modules/identity/contracts/ensure-admin.command.js';
import { uniqueName, type Player } from '../support/api-client.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { enrolTotp, freshTotpCode, newTotpSecret, signInWithTotp } from '../support/two-factor.js';
import { registerSoftPasskey, signInWithSoftPasskey, SoftPasskey, TEST_ORIGIN } from '../support/webauthn.js';
import { fixtures } from '../support/fixtures.js';

const NEEDS_PROOF = { code: 'reauthentication_required' };
const TOO_NEW = { code: 'factor_too_new' };
const WRONG_PASSWORD = { current_password: ['Your current password is incorrect.'] };
const WRONG_CODE = { otp: ['That code is not right, or was already used. Enter the current code.'] };

/** The refresh family (the session) an access token belongs to. */
const sidOf = (access: string): string =>
  JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()).sid as string;

/**
 * Issue 30 §1 over HTTP: a stolen session must never become a stolen account. Every change to what signs in
 * needs proof given for it (the current password, a code, a passkey), in the request or from
 * `POST /api/accounts/reauthenticate/` within 5 minutes; a factor younger than 24 hours cannot evict an older
 * one; an admin's passkey sign-in opens no admin route until a code is entered.
 */
describe('Re-authentication before a factor changes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await closeAll(t);
  });

  const reauth = (access: string, proof: Record<string, unknown>) =>
    t.api.post('/api/accounts/reauthenticate', { body: proof, token: access });
  const passkeyProof = async (access: string, key: SoftPasskey) => {
    const options = await t.api.post('/api/accounts/reauthenticate/options', {
      token: access,
      headers: { origin: TEST_ORIGIN },
    });
    expect(options.status).toBe(200);
    return reauth(access, { passkey: key.assert(options.body) });
  };
  const passkeysOf = async (access: string) =>
    (await t.api.get('/api/accounts/passkeys', { token: access })).body.results as { id: number; name: string }[];
  const signIn = async (who: Player) => {
    const res = await t.api.post('/api/accounts/login', { body: { username: who.username, password: who.password } });
    expect(res.status).toBe(200);
    return res.body.tokens as { access: string; refresh: string };
  };
  /** A passkey registered with the password as proof, then dated `age` back (a SQL interval). */
  async function oldPasskey(owner: Player, age: string, name = 'Owner laptop') {
    const key = new SoftPasskey();
    const made = await registerSoftPasskey(t.api, owner.access, key, { current_password: owner.password }, name);
    expect(made.status).toBe(201);
    await t.sql(`UPDATE passkeys SET created_at = now() - interval '${age}' WHERE id = $1`, [made.body.id]);
    return { key, id: made.body.id as number };
  }

  it("stops the reviewer's chain at its first step: a stolen access token, seconds old, enrols and removes nothing", async () => {
    const owner = await fixtures(t).player({ name: 'own' });
    const ownerKey = await oldPasskey(owner, '30 days');
    // The thief holds the owner's access token from a sign-in a second ago, and nothing else.
    const stolen = (await signIn(owner)).access;

    const setup = await t.api.post('/api/accounts/2fa/totp/setup', { body: {}, token: stolen });
    expect(setup).toMatchObject({ status: 403, body: NEEDS_PROOF });
    expect(setup.body.detail).toMatch(/password.*authenticator.*passkey/);
    expect(await t.sql('SELECT 1 FROM totp_credentials WHERE user_id = $1', [owner.id])).toEqual([]);
    const confirm = await t.api.post('/api/accounts/2fa/totp/confirm', { body: { code: '123456' }, token: stolen });
    expect(confirm).toMatchObject({ status: 403, body: NEEDS_PROOF });

    const options = await t.api.post('/api/accounts/passkeys/register/options', {
      body: {},
      token: stolen,
      headers: { origin: TEST_ORIGIN },
    });
    expect(options).toMatchObject({ status: 403, body: NEEDS_PROOF });
    const thiefKey = new SoftPasskey();
    const register = await t.api.post('/api/accounts/passkeys/register', {
      body: { credential: thiefKey.register({ challenge: 'bm90LWlzc3VlZA', user: { id: 'MQ' } }) },
      token: stolen,
    });
    expect(register).toMatchObject({ status: 403, body: NEEDS_PROOF });
    expect(
      await t.sql("SELECT 1 FROM webauthn_challenges WHERE user_id = $1 AND purpose = 'register'", [owner.id]),
    ).toEqual([]);

    expect(await t.api.post('/api/accounts/2fa/recovery_codes', { body: {}, token: stolen })).toMatchObject({
      status: 403,
      body: NEEDS_PROOF,
    });
    const remove = await t.api.delete('/api/accounts/passkeys/{id}', {
      params: { path: { id: ownerKey.id } },
      token: stolen,
    });
    expect(remove).toMatchObject({ status: 403, body: NEEDS_PROOF });
    expect((await passkeysOf(owner.access)).map((passkey) => passkey.id)).toEqual([ownerKey.id]);
    // The address and the password need the current password in the request, as before.
    expect(
      (await t.api.raw('POST', '/api/accounts/email/change/', { body: { email: 'thief@example.com' }, token: stolen }))
        .body,
    ).toMatchObject({
      current_password: ['This field is required.'],
    });

    // A guess at the password proves nothing, and is counted as a sign-in failure.
    expect(await reauth(stolen, { current_password: 'Not-The-Password-1' })).toMatchObject({
      status: 400,
      body: WRONG_PASSWORD,
    });
    expect(await reauth(stolen, {})).toMatchObject({ status: 400 });
    expect((await t.api.post('/api/accounts/2fa/totp/setup', { body: {}, token: stolen })).status).toBe(403);
    const [{ n }] = await t.sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM login_failures WHERE username_key LIKE $1 || '@%'",
      [owner.username.toLowerCase()],
    );
    expect(n).toBe(1);
  });

  it('takes proof from POST /reauthenticate/ for 5 minutes, in the session that gave it; a sign-in never counts', async () => {
    const player = await fixtures(t).player({ name: 'rea' });
    const fresh = await signIn(player);
    expect((await t.api.post('/api/accounts/2fa/totp/setup', { body: {}, token: fresh.access })).status).toBe(403);

    const proved = await reauth(fresh.access, { current_password: player.password });
    expect(proved).toMatchObject({ status: 200, body: { method: 'password', expires_at: expect.any(String) } });
    const left = Date.parse(proved.body.expires_at) - Date.now();
    expect(left).toBeGreaterThan(4 * 60_000);
    expect(left).toBeLessThanOrEqual(5 * 60_000);

    const setup = await t.api.post('/api/accounts/2fa/totp/setup', { body: {}, token: fresh.access });
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    const confirm = await t.api.post('/api/accounts/2fa/totp/confirm', {
      body: { code: await freshTotpCode(secret) },
      token: fresh.access,
    });
    expect(confirm.status).toBe(200);
    const first = confirm.body.recovery_codes as string[];

    // New recovery codes: the old ones stop working.
    const renewed = await t.api.post('/api/accounts/2fa/recovery_codes', { body: {}, token: fresh.access });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    expect(renewed.body.recovery_codes).not.toContain(first[0]);
    const step = await t.api.post('/api/accounts/login', {
      body: { username: player.username, password: player.password },
    });
    expect(
      (await t.api.post('/api/accounts/login/mfa', { body: { mfa_token: step.body.mfa_token, code: first[0] } }))
        .status,
    ).toBe(400);

    // The proof belongs to the session that gave it: the registration's session has none.
    expect((await t.api.post('/api/accounts/2fa/recovery_codes', { body: {}, token: player.access })).status).toBe(403);
    // Five minutes on, it has lapsed.
    await t.sql("UPDATE sessions SET reauthenticated_at = now() - interval '5 minutes 1 second' WHERE family_id = $1", [
      sidOf(fresh.access),
    ]);
    expect(await t.api.post('/api/accounts/2fa/recovery_codes', { body: {}, token: fresh.access })).toMatchObject({
      status: 403,
      body: NEEDS_PROOF,
    });
    // A code of the enrolled authenticator proves it too.
    expect(await reauth(fresh.access, { otp: '000000' })).toMatchObject({ status: 400, body: WRONG_CODE });
    expect(await reauth(fresh.access, { otp: await freshTotpCode(secret) })).toMatchObject({
      status: 200,
      body: { method: 'totp' },
    });
    expect((await t.api.post('/api/accounts/2fa/recovery_codes', { body: {}, token: fresh.access })).status).toBe(200);
  });

  it('takes proof in the request itself: current_password, or otp for an enrolled authenticator', async () => {
    const player = await fixtures(t).player({ name: 'inr' });
    const wrong = await t.api.post('/api/accounts/2fa/totp/setup', {
      body: { current_password: 'Not-The-Password-1' },
      token: player.access,
    });
    expect(wrong).toMatchObject({ status: 400, body: WRONG_PASSWORD });
    expect(await t.sql('SELECT 1 FROM totp_credentials WHERE user_id = $1', [player.id])).toEqual([]);
    // enrolTotp gives current_password with the set-up and the confirmation.
    const { secret } = await enrolTotp(t.api, player);
    expect(
      await t.api.post('/api/accounts/2fa/recovery_codes', { body: { otp: '000000' }, token: player.access }),
    ).toMatchObject({
      status: 400,
      body: WRONG_CODE,
    });
    const renewed = await t.api.post('/api/accounts/2fa/recovery_codes', {
      body: { otp: await freshTotpCode(secret) },
      token: player.access,
    });
    expect(renewed.status).toBe(200);
    // A proof in a request is for that request: the next change asks again.
    expect((await t.api.post('/api/accounts/2fa/recovery_codes', { body: {}, token: player.access })).status).toBe(403);
  });

  it("takes a passkey's assertion as proof, answering a challenge of its own", async () => {
    const player = await fixtures(t).player({ name: 'pkp' });
    const { key } = await oldPasskey(player, '2 days');
    const options = await t.api.post('/api/accounts/reauthenticate/options', {
      token: player.access,
      headers: { origin: TEST_ORIGIN },
    });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.body.allowCredentials).toEqual([expect.objectContaining({ id: key.credentialId })]);
    const answer = key.assert(options.body);
    expect(await reauth(player.access, { passkey: answer })).toMatchObject({
      status: 200,
      body: { method: 'passkey' },
    });
    // Its challenge is spent.
    expect((await reauth(player.access, { passkey: answer })).status).toBe(400);
    // Another account's passkey proves nothing here.
    const stranger = await fixtures(t).player({ name: 'pks' });
    const strangerKey = await oldPasskey(stranger, '2 days');
    const crossed = await t.api.post('/api/accounts/reauthenticate/options', {
      token: player.access,
      headers: { origin: TEST_ORIGIN },
    });
    expect((await reauth(player.access, { passkey: strangerKey.key.assert(crossed.body) })).status).toBe(400);
    // Within the 5 minutes another passkey is added with no proof in the request.
    expect((await registerSoftPasskey(t.api, player.access, new SoftPasskey())).status).toBe(201);
  });

  describe('a factor younger than 24 hours', () => {
    it('cannot remove an older passkey, nor end the sessions of older factors; the password can', async () => {
      const owner = await fixtures(t).player({ name: 'yng' });
      const old = await oldPasskey(owner, '3 days');
      // A passkey added now (by someone who had proof once): its sign-in is as fresh as can be.
      const young = new SoftPasskey();
      expect((await registerSoftPasskey(t.api, owner.access, young, { current_password: owner.password })).status).toBe(
        201,
      );
      const viaYoung = await signInWithSoftPasskey(t.api, young);
      expect(viaYoung.status).toBe(200);
      const access = viaYoung.body.tokens.access as string;

      // Its fresh sign-in does not end the owner's sessions, however fresh.
      expect(await t.api.post('/api/accounts/sessions/revoke_others', { token: access })).toMatchObject({
        status: 403,
        body: TOO_NEW,
      });
      expect((await passkeyProof(access, young)).status).toBe(200);
      const removeOld = await t.api.delete('/api/accounts/passkeys/{id}', {
        params: { path: { id: old.id } },
        token: access,
      });
      expect(removeOld).toMatchObject({ status: 403, body: TOO_NEW });
      expect(removeOld.body.detail).toMatch(/24 hours/);
      expect(await t.api.post('/api/accounts/sessions/revoke_others', { token: access })).toMatchObject({
        status: 403,
        body: TOO_NEW,
      });
      const sessions = (await t.api.get('/api/accounts/sessions', { token: access })).body.results as {
        id: string;
        current: boolean;
      }[];
      const registration = sessions.find((row) => !row.current)!;
      expect(
        await t.api.delete('/api/accounts/sessions/{id}', { params: { path: { id: registration.id } }, token: access }),
      ).toMatchObject({
        status: 403,
        body: TOO_NEW,
      });
      expect((await t.api.post('/api/auth/token/refresh', { body: { refresh: owner.refresh } })).status).toBe(200);
      expect((await passkeysOf(access)).map((passkey) => passkey.id)).toContain(old.id);

      // It may end a session signed in with itself.
      const again = await signInWithSoftPasskey(t.api, young);
      const twin = (
        (await t.api.get('/api/accounts/sessions', { token: access })).body.results as {
          id: string;
          created_at: string;
        }[]
      ).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      expect(
        (await t.api.delete('/api/accounts/sessions/{id}', { params: { path: { id: twin.id } }, token: access }))
          .status,
      ).toBe(200);
      expect(
        (await t.api.post('/api/auth/token/refresh', { body: { refresh: again.body.tokens.refresh } })).status,
      ).toBe(401);

      // The password is the oldest factor: with it, the same session removes the older passkey.
      expect((await reauth(access, { current_password: owner.password })).status).toBe(200);
      expect(
        (await t.api.delete('/api/accounts/passkeys/{id}', { params: { path: { id: old.id } }, token: access })).status,
      ).toBe(200);
    });

    it('holds for a TOTP enrolled less than 24 hours ago, and lapses after them', async () => {
      const owner = await fixtures(t).player({ name: 'ytp' });
      const old = await oldPasskey(owner, '3 days');
      const { secret } = await enrolTotp(t.api, owner);
      expect((await reauth(owner.access, { otp: await freshTotpCode(secret) })).status).toBe(200);
      expect(
        await t.api.delete('/api/accounts/passkeys/{id}', { params: { path: { id: old.id } }, token: owner.access }),
      ).toMatchObject({
        status: 403,
        body: TOO_NEW,
      });
      await t.sql("UPDATE totp_credentials SET confirmed_at = now() - interval '25 hours' WHERE user_id = $1", [
        owner.id,
      ]);
      expect((await reauth(owner.access, { otp: await freshTotpCode(secret) })).status).toBe(200);
      expect(
        (await t.api.delete('/api/accounts/passkeys/{id}', { params: { path: { id: old.id } }, token: owner.access }))
          .status,
      ).toBe(200);
    });
  });

  describe('admins (ADMIN_TOTP_SECRET)', () => {
    let a: TestApp;
    let admin: { username: string; password: string; totpSecret: string };

    beforeAll(async () => {
      const secret = newTotpSecret();
      a = await startTestApp({
        ADMIN_USERNAME: uniqueName('cfgadm'),
        ADMIN_PASSWORD: 'Config-Admin-Pass-991',
        ADMIN_TOTP_SECRET: secret,
      });
      // As the start does (main.ts).
      await a.app.get(CommandBus).execute(new EnsureAdmin(a.config.admin!));
      admin = { username: a.config.admin!.username, password: a.config.admin!.password, totpSecret: secret };
    });

    afterAll(async () => {
      await closeAll(a);
    });

    it("opens no admin route to a passkey's sign-in until a code is entered; the code upgrades that session", async () => {
      const full = await signInWithTotp(a.api, admin, admin.totpSecret);
      expect((await a.api.get('/api/admin/withdrawals', { token: full.access })).status).toBe(200);
      // The admin's own token adds no passkey without proof either.
      const bare = await a.api.post('/api/accounts/passkeys/register/options', {
        body: {},
        token: full.access,
        headers: { origin: TEST_ORIGIN },
      });
      expect(bare).toMatchObject({ status: 403, body: NEEDS_PROOF });
      const key = new SoftPasskey();
      const made = await registerSoftPasskey(a.api, full.access, key, { current_password: admin.password });
      expect(made.status).toBe(201);

      const viaPasskey = await signInWithSoftPasskey(a.api, key);
      expect(viaPasskey.status).toBe(200);
      const access = viaPasskey.body.tokens.access as string;
      // Signed in as a player would be: the player's routes work, no admin route does.
      expect((await a.api.get('/api/accounts/profile', { token: access })).status).toBe(200);
      for (const path of ['/admin/withdrawals/', '/admin/users/', '/admin/ledger/trial_balance/']) {
        const res = await a.api.raw('GET', `/api${path}`, { token: access });
        expect({ path, status: res.status, code: res.body.code }).toEqual({
          path,
          status: 403,
          code: 'two_factor_code_required',
        });
        expect(res.body.detail).toMatch(/code from your authenticator app/);
      }
      // The password proves presence, not the second factor.
      expect(
        (
          await a.api.post('/api/accounts/reauthenticate', {
            body: { current_password: admin.password },
            token: access,
          })
        ).status,
      ).toBe(200);
      expect((await a.api.get('/api/admin/withdrawals', { token: access })).status).toBe(403);
      expect(
        await a.api.post('/api/accounts/reauthenticate', { body: { otp: '000000' }, token: access }),
      ).toMatchObject({
        status: 400,
        body: WRONG_CODE,
      });
      expect((await a.api.get('/api/admin/withdrawals', { token: access })).status).toBe(403);
      const code = await freshTotpCode(admin.totpSecret);
      expect((await a.api.post('/api/accounts/reauthenticate', { body: { otp: code }, token: access })).status).toBe(
        200,
      );
      // The same token, now that its session has had a code.
      expect((await a.api.get('/api/admin/withdrawals', { token: access })).status).toBe(200);
    });
  });
});
