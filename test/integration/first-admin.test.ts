import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { EnsureAdmin } from '../../src/modules/identity/contracts/ensure-admin.command.js';
import {
  EnsureFirstAdmin,
  type FirstAdminCredentials,
} from '../../src/modules/identity/contracts/ensure-first-admin.command.js';
import { fixtures } from '../support/fixtures.js';

/** A start without ADMIN_* creates one admin when there is none, exactly one however many instances start. */
describe(EnsureFirstAdmin.name, () => {
  const apps: TestApp[] = [];

  afterEach(async () => {
    for (const app of apps.splice(0).reverse()) await app.close();
  });

  const admins = async (t: TestApp) =>
    t.sql<{ username: string }>("SELECT username FROM users WHERE role = 'ADMIN' ORDER BY id");
  const ensure = (t: TestApp) => t.app.get(CommandBus).execute(new EnsureFirstAdmin());

  it('creates one admin named admin, whose random password signs in to the admin API, and only once', async () => {
    const t = await startTestApp();
    apps.push(t);
    expect(await admins(t)).toEqual([]);

    const { created } = await ensure(t);
    expect(created).toEqual({ username: 'admin', password: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
    const login = await t.api.post('/api/accounts/login', { body: { username: 'admin', password: created!.password } });
    expect(login.status).toBe(200);
    // An admin route knows the account as an admin, and asks it for two-factor first (issue 21 §3): the
    // first-start admin is no exception.
    const adminRoute = await t.api.get('/api/admin/users', { token: login.body.tokens.access });
    expect(adminRoute.status).toBe(403);
    expect(adminRoute.body).toEqual({
      detail: 'Set up two-factor authentication to use the admin panel.',
      code: 'two_factor_required',
    });
    // The password is nowhere but in the answer: not in the event log.
    const events = await t.sql<{ payload: unknown }>("SELECT payload FROM domain_events WHERE type = 'UserRegistered'");
    expect(JSON.stringify(events)).not.toContain(created!.password);

    expect(await ensure(t)).toEqual({ created: null });
    expect(await admins(t)).toEqual([{ username: 'admin' }]);
  });

  it('creates exactly one admin when several instances start together on one database', async () => {
    const first = await startTestApp();
    apps.push(first);
    apps.push(await startTestApp({}, first.databaseUrl), await startTestApp({}, first.databaseUrl));
    const results = await Promise.all(apps.flatMap((app) => [ensure(app), ensure(app)]));
    const created = results.map((r) => r.created).filter((c): c is FirstAdminCredentials => c !== null);
    expect(created).toHaveLength(1);
    expect(await admins(first)).toEqual([{ username: 'admin' }]);
  });

  it('creates none when an admin exists (ADMIN_* set on an earlier start), and never takes a player called admin', async () => {
    const t = await startTestApp();
    apps.push(t);
    const player = await fixtures(t).player({ name: 'was' });
    // A name registered before `admin` was reserved.
    await t.sql('UPDATE users SET username = $1 WHERE id = $2', ['Admin', player.id]);
    const { created } = await ensure(t);
    expect(created?.username).toMatch(/^admin_[0-9a-f]{6}$/);
    expect(await fixtures(t).roleOf(player)).toBe('PLAYER');

    const other = await startTestApp();
    apps.push(other);
    await other.app
      .get(CommandBus)
      .execute(new EnsureAdmin({ username: 'boss', password: 'Boss-Pass-12345', email: 'boss@example.com' }));
    expect(await ensure(other)).toEqual({ created: null });
    expect(await admins(other)).toEqual([{ username: 'boss' }]);
  });
});
