import { CommandBus } from '@nestjs/cqrs';
import { EnsureAdmin } from '../../src/modules/identity/contracts/ensure-admin.command.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { count } from '../support/ledger-helpers.js';
import { enrolTotp, freshTotpCode, signInWithTotp } from '../support/two-factor.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const ADMIN_403 = { detail: 'Set up two-factor authentication to use the admin panel.', code: 'two_factor_required' };

/**
 * Issue 30 §3: so that a second admin can exist, an admin grants or revokes the admin role from the user's page,
 * confirming with their own authenticator code. Each change is an event; a new admin sets up two-factor before
 * any admin route answers; the last admin who can use the panel is never revoked.
 */
describe('Granting and revoking the admin role', () => {
  let t: TestApp;
  let admin: Player;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: 'configured_admin', ADMIN_PASSWORD: 'Configured-Admin-123' });
    // As `npm start` does: the configured admin, here without ADMIN_TOTP_SECRET (so it cannot use the panel yet).
    await t.app.get(CommandBus).execute(new EnsureAdmin(t.config.admin!));
    admin = await fixtures(t).admin({ username: 'role_admin' });
  });

  afterAll(async () => {
    await t.close();
  });

  const grant = async (who: Player, id: number, otp?: string | null) =>
    t.api.post('/api/admin/users/{id}/grant_admin', {
      params: { path: { id } },
      body: otp === null ? {} : { otp: otp ?? (await freshTotpCode(who.totpSecret!)) },
      token: who.access,
    });
  const revoke = async (who: Player, id: number, otp?: string | null) =>
    t.api.post('/api/admin/users/{id}/revoke_admin', {
      params: { path: { id } },
      body: otp === null ? {} : { otp: otp ?? (await freshTotpCode(who.totpSecret!)) },
      token: who.access,
    });
  const roleOf = async (id: number) =>
    (await t.sql<{ role: string }>('SELECT role FROM users WHERE id = $1', [id]))[0].role;
  const signIn = async (player: Player) => {
    const res = await t.api.post('/api/accounts/login', {
      body: { username: player.username, password: player.password },
    });
    expect(res.status).toBe(200);
    return res.body.tokens as { access: string; refresh: string };
  };

  it('grants the role with a code: an event, the old sessions end, and two-factor before any admin route', async () => {
    const player = await fixtures(t).player({ name: 'promoted' });
    const res = await grant(admin, player.id);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: player.id, username: player.username, role: 'ADMIN' });
    expect(await roleOf(player.id)).toBe('ADMIN');
    const events = await t.sql<{ user_id: number; aggregate_id: string; payload: unknown }>(
      "SELECT user_id, aggregate_id, payload FROM domain_events WHERE type = 'AdminRoleGranted'",
    );
    expect(events).toEqual([
      {
        user_id: admin.id,
        aggregate_id: String(player.id),
        payload: { userId: player.id, username: player.username, adminId: admin.id },
      },
    ]);
    // The token that named a player is over: the role counts from the next sign-in.
    await eventually(async () => (await t.api.get('/api/accounts/profile', { token: player.access })).status === 401, {
      what: 'the promoted player’s old session to end',
    });

    // A new admin signs in as any admin without two-factor does: every admin route answers 403 until it is set up.
    const tokens = await signIn(player);
    const blocked = await t.api.get('/api/admin/withdrawals', { token: tokens.access });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual(ADMIN_403);
    const { secret } = await enrolTotp(t.api, { ...player, ...tokens });
    const withCode = await signInWithTotp(t.api, player, secret);
    expect((await t.api.get('/api/admin/withdrawals', { token: withCode.access })).status).toBe(200);
  });

  it('refuses without the admin’s own current code, and changes nothing', async () => {
    const player = await fixtures(t).player({ name: 'nocode' });
    const missing = await grant(admin, player.id, null);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ otp: ['Enter the code from your authenticator app to confirm.'] });
    const wrong = await grant(admin, player.id, '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ otp: ['That code is not right, or was already used. Enter the current code.'] });
    expect(await roleOf(player.id)).toBe('PLAYER');
    expect(
      await count(t, 'domain_events', "type = 'AdminRoleGranted' AND aggregate_id = $1", [String(player.id)]),
    ).toBe(0);
  });

  it('is for admins only, and 404 for an unknown user', async () => {
    const player = await fixtures(t).player({ name: 'climber' });
    for (const action of ['grant_admin', 'revoke_admin']) {
      expect(
        (await t.api.raw('POST', `/api/admin/users/${player.id}/${action}/`, { body: { otp: '123456' } })).status,
      ).toBe(401);
      const self = await t.api.raw('POST', `/api/admin/users/${player.id}/${action}/`, {
        body: { otp: '123456' },
        token: player.access,
      });
      expect(self.status).toBe(403);
      expect(
        (
          await t.api.raw('POST', `/api/admin/users/999999/${action}/`, {
            body: { otp: '123456' },
            token: admin.access,
          })
        ).status,
      ).toBe(404);
    }
    expect(await roleOf(player.id)).toBe('PLAYER');
  });

  it('revokes the role with a code: an event, and the admin’s sessions end at once', async () => {
    const other = await fixtures(t).admin({ username: 'role_revoked' });
    expect((await t.api.get('/api/admin/withdrawals', { token: other.access })).status).toBe(200);
    const res = await revoke(admin, other.id);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: other.id, role: 'PLAYER' });
    expect(
      await count(t, 'domain_events', "type = 'AdminRoleRevoked' AND aggregate_id = $1 AND user_id = $2", [
        String(other.id),
        admin.id,
      ]),
    ).toBe(1);
    await eventually(async () => (await t.api.get('/api/admin/withdrawals', { token: other.access })).status === 401, {
      what: 'the revoked admin’s session to end',
    });
    const again = await signInWithTotp(t.api, other, other.totpSecret!);
    const forbidden = await t.api.get('/api/admin/withdrawals', { token: again.access });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).not.toEqual(ADMIN_403);
  });

  it('keeps at least one admin who can use the panel, and leaves the configured admin to its setting', async () => {
    // An admin without two-factor cannot use the panel: revoking every other admin would leave nobody.
    const [{ id: configured }] = await t.sql<{ id: number }>(
      "SELECT id FROM users WHERE username = 'configured_admin'",
    );
    // Refused on the rule before the code is looked at: no code is spent on a refusal.
    const refused = await revoke(admin, configured, '000000');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error:
        'configured_admin is the admin named by ADMIN_USERNAME and is made an admin again at every start: change that setting instead.',
      code: 'configured_admin',
    });
    const others = await t.sql<{ id: number }>(
      "SELECT id FROM users WHERE role = 'ADMIN' AND id <> $1 AND username <> 'configured_admin'",
      [admin.id],
    );
    for (const { id } of others) expect((await revoke(admin, id)).status).toBe(200);
    const self = await revoke(admin, admin.id, '000000');
    expect(self.status).toBe(400);
    expect(self.body).toEqual({
      error: 'You are the last admin with two-factor sign-in: grant the role to another admin before giving it up.',
      code: 'last_admin',
    });
    expect(await roleOf(admin.id)).toBe('ADMIN');
  });
});
