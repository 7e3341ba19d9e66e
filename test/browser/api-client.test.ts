/// <reference lib="dom" />
import type { Browser, Page, Request } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

/** The web client's HTTP layer (web/src/lib/api-client.ts and lib/http/) as a player meets it. */
describe('The web API client in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** A new player's browser, signed in (the form has tests of its own), on the dashboard. */
  async function signedInPage(prefix: string): Promise<Page> {
    const player = await fixtures(t).player({ name: prefix });
    const page = await newPage(browser, t, { as: player });
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-balance').waitFor();
    return page;
  }

  const pathOf = (request: Request) => new URL(request.url()).pathname;

  it('answers several 401s with one shared refresh, then sends each request once more with the new token', async () => {
    const page = await signedInPage('ref');
    // The wallet page's own reads (its balance is the top bar's, read on the dashboard already: issue 23 §4).
    const wallet = ['/api/economy/wallet/withdrawal_requests/', '/api/economy/transactions/recent/'];
    const refused = new Set<string>();
    // The access token "expires" for the wallet's reads, each refused once, as the server would.
    await page.route('**/api/economy/**', async (route) => {
      const path = pathOf(route.request());
      if (wallet.includes(path) && !refused.has(path)) {
        refused.add(path);
        await route.fulfill({ status: 401, json: { detail: 'Given token not valid for any token type' } });
        return;
      }
      await route.continue();
    });
    const sent: { path: string; token: string | undefined }[] = [];
    page.on('request', (request) => {
      sent.push({ path: pathOf(request), token: request.headers().authorization });
    });
    const before = await page.evaluate(() => localStorage.getItem('access_token'));

    await page.getByRole('link', { name: 'Wallet' }).first().click();
    await page.waitForURL('**/wallet');
    await page.getByText('No transactions yet').waitFor();
    await expect(page.getByTestId('wallet-balance').textContent()).resolves.toBe('0.00');

    expect(sent.filter((r) => r.path === '/api/auth/token/refresh/')).toHaveLength(1);
    const after = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(after).not.toBe(before);
    for (const path of wallet) {
      expect(sent.filter((r) => r.path === path).map((r) => r.token)).toEqual([`Bearer ${before}`, `Bearer ${after}`]);
    }
    await page.context().close();
  });

  it('sends the same Idempotency-Key when a deposit is retried after a lost answer, and a new one for a new amount', async () => {
    const page = await signedInPage('idem');
    await page.goto('/wallet');
    await page.getByText('No transactions yet').waitFor();
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/api/economy/wallet/deposit/', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('connectionreset');
    });

    await page.getByRole('button', { name: 'Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit Coins' });
    await deposit.getByLabel('Amount').fill('12.50');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await deposit.getByTestId('deposit-error').getByText('Deposit failed').waitFor();
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByText('Deposit successful!').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="wallet-balance"]')?.textContent === '12.50');
    // The modal fades out after a success; until it has gone its own Deposit button is still on the page.
    await deposit.waitFor({ state: 'hidden' });

    await page.getByTestId('deposit-button').click();
    await deposit.getByLabel('Amount').fill('1.00');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="wallet-balance"]')?.textContent === '13.50');

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await page.context().close();
  });
});
