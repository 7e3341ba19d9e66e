import { createHash } from 'node:crypto';
import { GOOD_PASSWORD, type Player } from '../support/api-client.js';
import { startMailServer, type ReceivedMail, type TestMailServer } from '../support/mail.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { enrolTotp, freshTotpCode } from '../support/two-factor.js';
import { registerSoftPasskey, signInWithSoftPasskey, SoftPasskey } from '../support/webauthn.js';
import { fixtures } from '../support/fixtures.js';

const NEW_PASSWORD = 'Quiet-Harbour-Lantern-58';
const INVALID_LINK = { token: ['This link is invalid or has expired. Please ask for a new one.'] };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenOf = (mail: ReceivedMail) => /#token=([A-Za-z0-9_-]+)$/.exec(mail.actionPath ?? '')?.[1] ?? '';

/**
 * Issue 30 §1, "recovery recovers": a password reset by email ends every session and suspends every factor
 * added in the 7 days before it, so a thief's passkey or authenticator no longer signs in and the owner is never
 * left behind a code they do not hold. The mails list what was suspended, each with one link to keep it.
 */
describe('A password reset suspends recent factors', () => {
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

  const email = (who: Player) => `${who.username}@example.com`;
  const login = (username: string, password: string) =>
    t.api.post('/api/accounts/login', { body: { username, password } });

  async function resetPassword(who: Player): Promise<void> {
    expect((await t.api.post('/api/accounts/password/forgot', { body: { email: email(who) } })).status).toBe(202);
    const mail = await smtp.waitForMail({ to: email(who), subject: 'Reset your password' });
    expect(mail.text).toContain('7 days');
    const reset = await t.api.post('/api/accounts/password/reset', {
      body: {
        token: tokenOf(mail),
        password: NEW_PASSWORD,
        password2: NEW_PASSWORD,
      },
    });
    expect(reset.status).toBe(200);
  }

  it("returns the account to its owner: the thief's passkey and authenticator are suspended, the owner's stay", async () => {
    const owner = await fixtures(t).player({ name: 'rec' });
    const ownerKey = new SoftPasskey();
    const mine = await registerSoftPasskey(t.api, owner.access, ownerKey, { current_password: GOOD_PASSWORD }, 'Mine');
    expect(mine.status).toBe(201);
    await t.sql("UPDATE passkeys SET created_at = now() - interval '30 days' WHERE id = $1", [mine.body.id]);
    // What a thief added this week, with proof they once had: an authenticator and a passkey.
    const { secret } = await enrolTotp(t.api, owner);
    const thiefKey = new SoftPasskey();
    const theirs = await registerSoftPasskey(
      t.api,
      owner.access,
      thiefKey,
      { current_password: GOOD_PASSWORD },
      'Evil',
    );
    expect(theirs.status).toBe(201);
    const thief = await signInWithSoftPasskey(t.api, thiefKey);
    expect(thief.status).toBe(200);
    // The owner's password alone no longer signs in: it asks for the thief's code.
    expect((await login(owner.username, GOOD_PASSWORD)).body).toEqual({
      mfa_required: true,
      mfa_token: expect.any(String),
    });

    await resetPassword(owner);

    // Every session has ended, the thief's too.
    for (const refresh of [owner.refresh, thief.body.tokens.refresh]) {
      expect((await t.api.post('/api/auth/token/refresh', { body: { refresh } })).status).toBe(401);
    }
    // The password alone signs the owner in again: no code they do not hold.
    const back = await login(owner.username, NEW_PASSWORD);
    expect(back.status).toBe(200);
    expect(back.body.user).toMatchObject({ id: owner.id, two_factor_enabled: false });
    const access = back.body.tokens.access as string;
    // The thief's passkey is refused; the owner's older one still signs in.
    const refused = await signInWithSoftPasskey(t.api, thiefKey);
    expect(refused).toMatchObject({ status: 400, body: { error: expect.stringMatching(/suspended/) } });
    expect((await signInWithSoftPasskey(t.api, ownerKey)).status).toBe(200);
    const listed = (await t.api.get('/api/accounts/passkeys', { token: access })).body.results as Record<
      string,
      unknown
    >[];
    expect(listed).toEqual([
      expect.objectContaining({ name: 'Mine', suspended_at: null }),
      expect.objectContaining({ name: 'Evil', suspended_at: expect.any(String) }),
    ]);
    // A suspended factor proves nothing either.
    expect(
      (await t.api.post('/api/accounts/reauthenticate', { body: { otp: await freshTotpCode(secret) }, token: access }))
        .status,
    ).toBe(400);

    // The mails: the change lists both, and each has a mail of its own with one link to keep it.
    const changed = await smtp.waitForMail({ to: email(owner), subject: 'Your password was changed' });
    expect(changed.text).toContain('"Evil"');
    expect(changed.text).toContain('authenticator app');
    expect(changed.text).not.toContain('"Mine"');
    const keepPasskey = await smtp.waitForMail({ to: email(owner), subject: 'Keep the passkey "Evil"?' });
    const keepTotp = await smtp.waitForMail({ to: email(owner), subject: 'Keep your authenticator app?' });
    for (const mail of [keepPasskey, keepTotp]) {
      expect(mail.actionPath).toMatch(/^\/keep-sign-in-method#token=[A-Za-z0-9_-]{43}$/);
      expect(mail.text).toMatch(/remove/i);
    }
    // Stored hashed, as every account token.
    const stored = await t.sql<{ token_hash: string; subject: string }>(
      "SELECT token_hash, subject FROM account_tokens WHERE user_id = $1 AND purpose = 'keep_factor' ORDER BY id",
      [owner.id],
    );
    expect(stored.map((row) => row.token_hash).sort()).toEqual(
      [tokenOf(keepPasskey), tokenOf(keepTotp)].map(sha256).sort(),
    );

    // Keeping one: it works again, once.
    const kept = await t.api.post('/api/accounts/factors/keep', { body: { token: tokenOf(keepPasskey) } });
    expect(kept).toMatchObject({ status: 200, body: { detail: 'The passkey "Evil" works again.' } });
    expect((await signInWithSoftPasskey(t.api, thiefKey)).status).toBe(200);
    expect(await t.api.post('/api/accounts/factors/keep', { body: { token: tokenOf(keepPasskey) } })).toMatchObject({
      status: 400,
      body: INVALID_LINK,
    });
    const keptTotp = await t.api.post('/api/accounts/factors/keep', { body: { token: tokenOf(keepTotp) } });
    expect(keptTotp).toMatchObject({ status: 200, body: { detail: 'Your authenticator app works again.' } });
    expect((await login(owner.username, NEW_PASSWORD)).body).toEqual({
      mfa_required: true,
      mfa_token: expect.any(String),
    });
  });

  it('suspends nothing older than 7 days, and mails no keep link then', async () => {
    const owner = await fixtures(t).player({ name: 'old' });
    await enrolTotp(t.api, owner);
    await t.sql("UPDATE totp_credentials SET confirmed_at = now() - interval '8 days' WHERE user_id = $1", [owner.id]);
    await resetPassword(owner);
    expect((await login(owner.username, NEW_PASSWORD)).body).toEqual({
      mfa_required: true,
      mfa_token: expect.any(String),
    });
    const changed = await smtp.waitForMail({ to: email(owner), subject: 'Your password was changed' });
    expect(changed.text).not.toContain('suspended');
    expect(
      await t.sql("SELECT 1 FROM account_tokens WHERE user_id = $1 AND purpose = 'keep_factor'", [owner.id]),
    ).toEqual([]);
  });

  it('keeps nothing for a link unknown, of another purpose, or whose factor is gone', async () => {
    expect(await t.api.post('/api/accounts/factors/keep', { body: { token: 'x'.repeat(43) } })).toMatchObject({
      status: 400,
      body: INVALID_LINK,
    });
    const owner = await fixtures(t).player({ name: 'gone' });
    const key = new SoftPasskey();
    const made = await registerSoftPasskey(t.api, owner.access, key, { current_password: GOOD_PASSWORD }, 'Gone');
    await resetPassword(owner);
    const mail = await smtp.waitForMail({ to: email(owner), subject: 'Keep the passkey "Gone"?' });
    const access = (await login(owner.username, NEW_PASSWORD)).body.tokens.access as string;
    expect(
      (await t.api.post('/api/accounts/reauthenticate', { body: { current_password: NEW_PASSWORD }, token: access }))
        .status,
    ).toBe(200);
    expect(
      (await t.api.delete('/api/accounts/passkeys/{id}', { params: { path: { id: made.body.id } }, token: access }))
        .status,
    ).toBe(200);
    expect(await t.api.post('/api/accounts/factors/keep', { body: { token: tokenOf(mail) } })).toMatchObject({
      status: 400,
      body: INVALID_LINK,
    });
  });
});
