import type { Player } from './api-client.js';
import type { TestApp } from './test-app.js';

/** The trial balance's total as the admin reads it ("0.00" when the books balance). */
export async function trialBalanceTotal(t: TestApp, admin: Player): Promise<string> {
  const res = await t.api.get('/api/admin/ledger/trial_balance', { token: admin.access });
  if (res.status !== 200) throw new Error(`trial balance: ${res.status}`);
  return res.body.total as string;
}
