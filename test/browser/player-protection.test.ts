/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, uniqueName, type Player } from '../support/api-client.js';
import { confirmSeat, launchBrowser, newPage, screenshot } from '../support/browser.js';
import { closeAll } from '../support/teardown.js';
import { balanceOf } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

describe('Player protection in the browser (issue 22)', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /**
   * Moves the page's clock five seconds past the next reality check, once the page has set that check's timer:
   * moved before, the clock would jump past the due time with no timer to fire, and the page would rightly wait
   * for the interval after (loaded runs failed so). The page marks the due time only after setting the timer.
   */
  async function forwardPastNextCheck(page: Page, intervalMinutes: number): Promise<void> {
    const marker = page.locator('[data-testid="reality-check-next"][data-due]');
    await marker.waitFor({ state: 'attached' });
    const due = Date.parse((await marker.getAttribute('data-due'))!);
    const now = await page.evaluate(() => Date.now());
    expect(due - now).toBeGreaterThan(0);
    expect(due - now).toBeLessThanOrEqual(intervalMinutes * 60_000);
    await page.clock.fastForward(due - now + 5_000);
  }

  /** Registered as a client that follows only the spec: no date of birth. */
  async function playerWithoutDateOfBirth(): Promise<Player> {
    const username = uniqueName('bdob');
    const res = await t.api.post('/api/accounts/register', {
      body: {
        username,
        email: `${username}@example.com`,
        password: GOOD_PASSWORD,
        password2: GOOD_PASSWORD,
      },
    });
    expect(res.status).toBe(201);
    const { access, refresh } = res.body.tokens;
    return { id: res.body.user.id, username, password: GOOD_PASSWORD, access, refresh };
  }

  it('asks the date of birth and offers a limit inside the first deposit, then refuses a deposit past it', async () => {
    const player = await playerWithoutDateOfBirth();
    const page = await newPage(browser, t, { as: player });
    await page.goto('/wallet');
    await page.getByTestId('deposit-button').click();
    const dialog = page.getByRole('dialog', { name: 'Deposit Coins' });
    await dialog.getByLabel('Amount').fill('25.00');
    await dialog.getByLabel('Date of birth').fill('1990-04-01');
    await dialog.getByLabel('Daily deposit limit (optional)').fill('30.00');
    await screenshot(page, 'first-deposit-date-of-birth');
    await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await balanceOf(t, player.id)).toBe(2500);

    // The next deposit asks neither again, and the limit just set refuses 10.00 with what remains.
    await page.getByTestId('deposit-button').click();
    await dialog.getByLabel('Amount').fill('10.00');
    expect(await dialog.getByTestId('first-deposit-fields').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
    await dialog
      .getByTestId('deposit-error')
      .getByText('This would pass your deposit limit of 30.00 per 24 hours: 5.00 remains.')
      .waitFor();
    expect(await balanceOf(t, player.id)).toBe(2500);
  });

  it('sets a limit on the Safer play page, reached from the footer, and shows the figures', async () => {
    const player = await fixtures(t).player({ name: 'bsafe' });
    const page = await newPage(browser, t, { as: player });
    await page.goto('/dashboard');
    await page.getByTestId('footer-safer-play').click();
    await page.waitForURL('**/safer-play');
    await page.getByTestId('safer-play-figures').getByText('Last 7 days').waitFor();
    await page.getByTestId('net-chart').waitFor();
    await page.getByTestId('limits-panel').getByLabel('Deposits per 24 hours').fill('15.00');
    await page.getByTestId('limits-save').click();
    await page.getByText('Limits saved.').waitFor();
    const limits = await t.api.get('/api/accounts/limits', { token: player.access });
    expect(limits.body.deposit_daily).toBe('15.00');
    await screenshot(page, 'safer-play');
  });

  it("shows a time-out's refusal, with its end, when joining on the tournaments page", async () => {
    const creator = await fixtures(t).player({ funds: '50.00', name: 'bcre' });
    const player = await fixtures(t).player({ funds: '50.00', name: 'bout' });
    const name = `Break cup ${Date.now() % 100000}`;
    await fixtures(t).tournament({ by: creator, name, entry_fee: '5.00', max_players: 4 });
    const taken = await t.api.post('/api/accounts/time_out', { body: { days: 1 }, token: player.access });
    expect(taken.status).toBe(200);
    const page = await newPage(browser, t, { as: player });
    await page.goto('/tournaments?tab=available');
    const card = page.getByTestId('tournament-card').filter({ hasText: name });
    await card.getByRole('button', { name: /Join Tournament/ }).click();
    await confirmSeat(page);
    await page.getByText(/^You are on a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/).waitFor();
    expect(await balanceOf(t, player.id)).toBe(5000);
  });

  it("puts the amount presets with the amount, above the first deposit's own fields (issue 34 §4)", async () => {
    const player = await playerWithoutDateOfBirth();
    const page = await newPage(browser, t, { as: player });
    await page.goto('/wallet');
    await page.getByTestId('deposit-button').click();
    const dialog = page.getByRole('dialog', { name: 'Deposit Coins' });
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
    const amount = await top(dialog.getByLabel('Amount', { exact: true }));
    const presets = await top(dialog.getByRole('group', { name: 'Presets' }));
    const birth = await top(dialog.getByLabel('Date of birth'));
    const limit = await top(dialog.getByLabel('Daily deposit limit (optional)'));
    expect(amount).toBeLessThan(presets);
    expect(presets).toBeLessThan(birth);
    expect(presets).toBeLessThan(limit);
    await dialog.getByRole('button', { name: '25 coins' }).click();
    expect(await dialog.getByLabel('Amount', { exact: true }).inputValue()).toBe('25');
  });

  it('says a time-out before the click: a banner with its end, and Deposit and Create Tournament closed with the reason', async () => {
    const player = await fixtures(t).player({ funds: '50.00', name: 'bpause' });
    const taken = await t.api.post('/api/accounts/time_out', { body: { days: 7 }, token: player.access });
    expect(taken.status).toBe(200);
    const page = await newPage(browser, t, { as: player });
    const banner = page.getByTestId('play-restriction-banner');
    const said =
      /^You are on a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\. Deposits and tournament entries are closed until then\.$/;

    await page.goto('/wallet');
    await banner.getByText(said).waitFor();
    const deposit = page.getByTestId('deposit-button');
    await expect(deposit.isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('deposit-closed').innerText()).resolves.toBe('Deposit: Closed during your time-out');
    await expect(deposit.getAttribute('aria-describedby')).resolves.toBe('deposit-closed-reason');
    await screenshot(page, 'wallet-time-out');

    await page.goto('/tournaments');
    await banner.getByText(said).waitFor();
    await expect(page.getByTestId('create-tournament-button').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('create-closed').innerText()).resolves.toBe('Closed during your time-out');
    await screenshot(page, 'tournaments-time-out');

    // The end date is the server's own: the refusal a join still meets words it the same.
    const ends = (await banner.getByText(said).innerText()).match(/until (.+ UTC)/)![1];
    const refused = await t.api.post('/api/tournaments', {
      body: { name: 'Pause cup', entry_fee: '5.00', max_players: 4, game_mode: 'BLITZ' },
      token: player.access,
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(ends);
  });

  it('shows the reality check after the interval, with the session length and net result', async () => {
    const player = await fixtures(t).player({ funds: '50.00', name: 'breal' });
    await t.api.put('/api/accounts/limits', { body: { reality_check_minutes: 15 }, token: player.access });
    const page = await newPage(browser, t, { as: player });
    await page.clock.install();
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    expect(await dialog.count()).toBe(0);
    await forwardPastNextCheck(page, 15);
    await dialog.getByTestId('reality-check').waitFor();
    await dialog.getByTestId('reality-check-net').getByText('0.00').waitFor();
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // It comes back after the next interval.
    await forwardPastNextCheck(page, 15);
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
  });
});
