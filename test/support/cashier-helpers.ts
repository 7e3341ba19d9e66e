import { CommandBus } from '@nestjs/cqrs';
import { EnsureAdmin } from '../../src/modules/identity/contracts/ensure-admin.command.js';
import type { Player } from './api-client.js';
import type { TestApp } from './test-app.js';
import { newTotpSecret, signInWithTotp } from './two-factor.js';

/** An admin signed in with its second factor (admins always have one). */
export async function makeAdmin(t: TestApp, username: string): Promise<Player> {
  const password = 'Admin-Pass-12345';
  const totpSecret = newTotpSecret();
  const { userId } = await t.app
    .get(CommandBus)
    .execute(new EnsureAdmin({ username, password, email: `${username}@example.com`, totpSecret }));
  const tokens = await signInWithTotp(t.api, { username, password }, totpSecret);
  return { id: userId, username, password, access: tokens.access, refresh: tokens.refresh, totpSecret };
}

/** The trial balance's total as the admin reads it ("0.00" when the books balance). */
export async function trialBalanceTotal(t: TestApp, admin: Player): Promise<string> {
  const res = await t.api.get('/admin/ledger/trial_balance/', admin.access);
  if (res.status !== 200) throw new Error(`trial balance: ${res.status}`);
  return res.body.total as string;
}
