/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { launchBrowser, newPage, screenshot, switchColorScheme } from '../support/browser.js';
import { type Player } from '../support/api-client.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { withdraw } from '../support/risk-helpers.js';
import { settleOutbox } from '../support/ledger-helpers.js';
import { closeAll } from '../support/teardown.js';
import { expectAccessible } from '../support/axe.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const SIZES = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof SIZES;
const SCHEMES = ['light', 'dark'] as const;

describe('The admin Finance page in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let ann: Player;
  let reviewer: Player;
  let ben: Player;
  const today = new Date().toISOString().slice(0, 10);

  async function deposit(player: Player, amount: string) {
    const res = await t.api.post('/api/economy/wallet/deposit', { body: { amount }, token: player.access });
    expect(res.status).toBe(200);
  }
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
    // Yesterday 250.00 came in through the cashier; today 40.00 is paid out, 10.00 waits for review, 0.50 more
    // comes in and a 5.00 fee sits in escrow.
    ann = await fixtures(t).player({ name: 'fin_ann' });
    ben = await fixtures(t).player({ name: 'fin_ben' });
    await verifyEmailOf(t, ann);
    await verifyEmailOf(t, ben);
    await deposit(ann, '200.00');
    await deposit(ben, '50.00');
    await settleOutbox(t);
    // Entries are immutable (a trigger); this test's session turns triggers off to date them a day earlier.
    await t.sql(`SET session_replication_role = replica;
      UPDATE ledger_entries SET created_at = created_at - interval '1 day';
      UPDATE ledger_postings SET created_at = created_at - interval '1 day';
      UPDATE deposits SET created_at = created_at - interval '1 day', completed_at = completed_at - interval '1 day';
      RESET session_replication_role;`);
    reviewer = await fixtures(t).admin();
    const paid = await withdraw(t, ann, '40.00');
    const reference = { payout_reference: 'PAYID-FINANCE' };
    expect(
      (
        await t.api.post('/api/admin/withdrawals/{id}/approve', {
          params: { path: { id: paid } },
          body: reference,
          token: reviewer.access,
        })
      ).status,
    ).toBe(200);
    await withdraw(t, ben, '10.00');
    await deposit(ben, '0.50');
    await fixtures(t).tournament({ by: ben, name: 'Finance Browser Cup', max_players: 4, entry_fee: '5.00' });
  }, 90_000);

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** The reviewer's browser, signed in without the form (no new admin and code for each page), in the system's motion. */
  const adminPage = (size: Size, scheme: (typeof SCHEMES)[number]): Promise<Page> =>
    newPage(browser, t, { viewport: SIZES[size], colorScheme: scheme, motion: 'no-preference', as: reviewer });

  const figure = (page: Page, id: string) => page.getByTestId(id).innerText();

  /** The chart's drawn bars: svg paths of a real height (a day without money has a bar of none). */
  async function barsDrawn(page: Page, atLeast: number): Promise<number> {
    const bars = page.locator('[data-testid="finance-chart"] svg .recharts-bar-rectangle path');
    return eventually(
      () =>
        bars.evaluateAll((paths) => paths.filter((path) => (path as SVGGraphicsElement).getBBox().height > 0).length),
      { until: (count) => count >= atLeast, what: `${atLeast} bars drawn` },
    );
  }

  it('shows the figures and the chart of money in and out, picks a period by keyboard and downloads the CSV', async () => {
    const page = await adminPage('desktop', 'light');
    await page.goto('/admin/withdrawals');
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: /Finance/ })
      .click();
    await page.waitForURL('**/admin/finance');
    await page.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();

    expect(await figure(page, 'finance-deposits')).toBe('250.50');
    expect(await figure(page, 'finance-withdrawals')).toBe('40.00');
    expect(await figure(page, 'finance-taken-back')).toBe('0.00');
    expect(await figure(page, 'finance-escrow')).toBe('5.00');
    expect(await figure(page, 'finance-liabilities')).toBe('205.50');
    expect(await page.getByTestId('finance-reconciled').textContent()).toBe('Reconciles with the ledger');

    // The chart is an svg: a bar for yesterday's money in, and today's money in and out.
    expect(await barsDrawn(page, 3)).toBe(3);
    expect(await page.getByTestId('finance-day-row').count()).toBe(30);
    await screenshot(page, 'admin-finance-desktop-light');

    // The period's deposits, newest first; filtered to ben's, then to nothing pending.
    const depositRows = page.getByTestId('deposit-row');
    expect(await depositRows.count()).toBe(3);
    await page.getByTestId('deposit-user').fill(String(ben.id));
    await page.getByTestId('deposit-apply').click();
    await page.waitForURL(new RegExp(`user=${ben.id}`));
    await eventually(() => depositRows.count(), { until: (n) => n === 2, what: "ben's two deposits" });
    expect(await depositRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-user')))).toEqual([
      String(ben.id),
      String(ben.id),
    ]);
    await page.getByTestId('deposit-status').selectOption('PENDING');
    await page.getByTestId('deposit-apply').click();
    await page.getByTestId('deposits-empty').waitFor();
    await page.getByTestId('deposit-status').selectOption('COMPLETED');
    await page.getByTestId('deposit-apply').click();
    await eventually(() => depositRows.count(), { until: (n) => n === 2, what: 'the completed deposits' });
    await screenshot(page, 'admin-finance-deposits');

    // Yesterday alone, chosen by keyboard: the address carries the period and the figures follow.
    await page.getByTestId('finance-from').fill(yesterday);
    await page.getByTestId('finance-to').fill(yesterday);
    await page.getByTestId('finance-to').press('Enter');
    await page.waitForURL(
      (url) => url.searchParams.get('from') === yesterday && url.searchParams.get('to') === yesterday,
    );
    await page
      .getByTestId('finance-withdrawals')
      .filter({ hasText: /^0\.00$/ })
      .waitFor();
    expect(await figure(page, 'finance-deposits')).toBe('250.00');
    expect(await page.getByTestId('finance-day-row').count()).toBe(1);
    // The deposit filter stays: ben's one completed deposit of yesterday.
    await eventually(() => depositRows.count(), { until: (n) => n === 1, what: "ben's deposit of yesterday" });

    // A start after the end is refused in the form, and nothing is asked.
    await page.getByTestId('finance-from').fill(today);
    await page.getByTestId('finance-apply').click();
    await page.getByText('The end date must not be before the start date').waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBe(yesterday);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('finance-csv').click()]);
    expect(download.suggestedFilename()).toBe(`finance-${yesterday}-${yesterday}.csv`);
    const csv = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0].split(',').slice(0, 3)).toEqual(['day', 'deposits', 'withdrawals']);
    expect(csv.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual([
      [yesterday, '250.00', '0.00'],
      ['total', '250.00', '0.00'],
    ]);
    await page.context().close();
  }, 120_000);

  for (const size of Object.keys(SIZES) as Size[]) {
    // The page is loaded once a size: light, then dark as the system's scheme changes under it (the page follows).
    let loaded: Page | undefined;
    for (const scheme of SCHEMES) {
      it(`is accessible and fits, ${size}, ${scheme}`, async () => {
        if (loaded) {
          await switchColorScheme(loaded, scheme);
        } else {
          loaded = await adminPage(size, scheme);
          await loaded.goto('/admin/finance');
        }
        const page = loaded;
        await barsDrawn(page, 3);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectAccessible(page, `/admin/finance ${size} ${scheme}`);
        await screenshot(page, `admin-finance-${size}-${scheme}`);
        if (scheme === SCHEMES[SCHEMES.length - 1]) await page.context().close();
        // axe over the whole page (a month of days, the deposits) takes a while on a loaded machine.
      }, 180_000);
    }
  }
});
