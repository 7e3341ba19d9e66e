/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { CommandBus } from '@nestjs/cqrs';
import type { Browser, Page } from 'playwright-core';
import { EnsureAdmin } from '../../src/modules/identity/contracts/ensure-admin.command.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { launchBrowser, screenshot, signIn } from '../support/browser.js';
import { adminPlayer, createTournament, fund, fundedPlayer } from '../support/tournament-helpers.js';
import { withdraw } from '../support/risk-helpers.js';
import { settleOutbox } from '../support/ledger-helpers.js';
import { closeAll } from '../support/teardown.js';
import { expectAccessible } from '../support/axe.js';
import { newTotpSecret } from '../support/two-factor.js';
import { eventually } from '../support/eventually.js';

const SIZES = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof SIZES;
const SCHEMES = ['light', 'dark'] as const;

describe('The admin Finance page in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
    // Yesterday 250.00 came in; today 40.00 is paid out, 10.00 waits for review and a 5.00 fee sits in escrow.
    const ann = await fundedPlayer(t, '200.00', 'fin_ann');
    const ben = await fundedPlayer(t, '50.00', 'fin_ben');
    await settleOutbox(t);
    // Entries are immutable (a trigger); this test's session turns triggers off to date them a day earlier.
    await t.sql(`SET session_replication_role = replica;
      UPDATE ledger_entries SET created_at = created_at - interval '1 day';
      UPDATE ledger_postings SET created_at = created_at - interval '1 day';
      RESET session_replication_role;`);
    const reviewer = await adminPlayer(t);
    const paid = await withdraw(t, ann, '40.00');
    expect((await t.api.post(`/admin/withdrawals/${paid}/approve/`, {}, reviewer.access)).status).toBe(200);
    await withdraw(t, ben, '10.00');
    await fund(t, ben.id, '0.50');
    await createTournament(t, ben, { name: 'Finance Browser Cup', max_players: 4, entry_fee: '5.00' });
  }, 90_000);

  afterAll(async () => {
    await closeAll(browser, t);
  });

  let admins = 0;

  /** A fresh admin per page: each sign-in takes a code, and an account takes a code once. */
  async function adminPage(size: Size, scheme: (typeof SCHEMES)[number]): Promise<Page> {
    const admin = {
      username: `fin_${size}_${scheme}_${(admins += 1)}_${Date.now() % 100000}`,
      password: 'Admin-Pass-12345',
      totpSecret: newTotpSecret(),
    };
    await t.app.get(CommandBus).execute(new EnsureAdmin({ ...admin, email: `${admin.username}@example.com` }));
    const context = await browser.newContext({
      baseURL: t.url,
      viewport: SIZES[size],
      deviceScaleFactor: 1,
      colorScheme: scheme,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, admin);
    return page;
  }

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

    // Yesterday alone, chosen by keyboard: the address carries the period and the figures follow.
    await page.getByTestId('finance-from').fill(yesterday);
    await page.getByTestId('finance-to').fill(yesterday);
    await page.getByTestId('finance-to').press('Enter');
    await page.waitForURL(new RegExp(`/admin/finance\\?from=${yesterday}&to=${yesterday}$`));
    await page
      .getByTestId('finance-withdrawals')
      .filter({ hasText: /^0\.00$/ })
      .waitFor();
    expect(await figure(page, 'finance-deposits')).toBe('250.00');
    expect(await page.getByTestId('finance-day-row').count()).toBe(1);

    // A start after the end is refused in the form, and nothing is asked.
    await page.getByTestId('finance-from').fill(today);
    await page.getByTestId('finance-apply').click();
    await page.getByText('The end date must not be before the start date').waitFor();
    expect(page.url()).toMatch(new RegExp(`from=${yesterday}&to=${yesterday}$`));

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
  });

  for (const size of Object.keys(SIZES) as Size[]) {
    for (const scheme of SCHEMES) {
      it(`is accessible and fits, ${size}, ${scheme}`, async () => {
        const page = await adminPage(size, scheme);
        await page.goto('/admin/finance');
        await barsDrawn(page, 3);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectAccessible(page, `/admin/finance ${size} ${scheme}`);
        await screenshot(page, `admin-finance-${size}-${scheme}`);
        await page.context().close();
      });
    }
  }
});
