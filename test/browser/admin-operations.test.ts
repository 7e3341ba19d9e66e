/// <reference lib="dom" />
import type { Browser, Locator, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { apiIdleWaiter, launchBrowser, newPage, screenshot, signIn, switchColorScheme } from '../support/browser.js';
import { expectAccessible } from '../support/axe.js';
import { eventsOf, join } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const BLOCKED_MESSAGE = 'This account has been blocked. Please contact support.';

describe('Admin operations in the browser: event log, users, statements', () => {
  let t: TestApp;
  let browser: Browser;
  let admin: Player;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
    admin = await fixtures(t).admin();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin navigation' });
  const eventRows = (page: Page): Locator => page.getByTestId('event-row');
  const aggregatesShown = (page: Page) =>
    eventRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-aggregate')));
  const typesShown = (page: Page) =>
    eventRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')));

  async function expectNoHorizontalOverflow(page: Page) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  it("filters the event log to one tournament's events, opens a payload and follows new events live", async () => {
    const alice = await fixtures(t).player({ funds: '100.00', name: 'alice' });
    const bob = await fixtures(t).player({ funds: '100.00', name: 'bob' });
    const carol = await fixtures(t).player({ funds: '100.00', name: 'carol' });
    const alpha = await fixtures(t).tournament({ by: alice, name: 'Alpha Cup', entry_fee: '5.00', max_players: 4 });
    const beta = await fixtures(t).tournament({ by: bob, name: 'Beta Cup', entry_fee: '3.00', max_players: 8 });
    expect((await join(t, bob, alpha.id)).status).toBe(200);
    expect((await join(t, carol, beta.id)).status).toBe(200);
    expect((await join(t, alice, beta.id)).status).toBe(200);

    const page = await newPage(browser, t, { as: admin });
    await page.clock.install(); // the live tail's timers run on Playwright's clock (a hidden tab, below)
    const apiIdle = apiIdleWaiter(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await adminNav(page)
      .getByRole('link', { name: /Event Log/ })
      .click();
    await page.waitForURL('**/admin/events');
    await page.getByRole('heading', { name: 'Event Log' }).waitFor();
    await eventRows(page).first().waitFor();
    // Unfiltered, both tournaments are in the log.
    const everything = await aggregatesShown(page);
    expect(everything).toEqual(expect.arrayContaining([`tournament:${alpha.id}`, `tournament:${beta.id}`]));

    // Filter to Alpha Cup by aggregate type and id.
    const filters = page.getByRole('form', { name: 'Event filters' });
    await filters.getByLabel('Aggregate type').selectOption('tournament');
    await filters.getByLabel('Aggregate id').fill(String(alpha.id));
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    // The address is a plain deep link: /admin/events?aggregate_type=tournament&aggregate_id=7
    await page.waitForURL(new RegExp(`/admin/events\\?aggregate_type=tournament&aggregate_id=${alpha.id}$`));
    await page.getByTestId('event-count').filter({ hasText: '3 events' }).waitFor();
    expect(await aggregatesShown(page)).toEqual([
      `tournament:${alpha.id}`,
      `tournament:${alpha.id}`,
      `tournament:${alpha.id}`,
    ]);
    expect(await typesShown(page)).toEqual(['PlayerJoinedTournament', 'PlayerJoinedTournament', 'TournamentCreated']);
    await expect(
      page.locator(`[data-testid="event-row"][data-aggregate="tournament:${beta.id}"]`).count(),
    ).resolves.toBe(0);
    await page.getByTestId('events-end').waitFor();
    await screenshot(page, 'admin-events');

    // Expand the oldest row: the creation's payload, pretty-printed.
    const created = page.locator('[data-testid="event-row"][data-type="TournamentCreated"]');
    const toggle = created.getByRole('button', { name: /^Payload of event/ });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const payload = page.getByTestId('event-payload');
    await payload.waitFor();
    const text = (await payload.textContent()) ?? '';
    expect(JSON.parse(text)).toMatchObject({
      tournamentId: alpha.id,
      name: 'Alpha Cup',
      entryFee: 500,
      maxPlayers: 4,
      creatorId: alice.id,
    });
    expect(text).toContain('\n  "tournamentId"'); // indented, one key a line
    await screenshot(page, 'admin-events-payload');

    // Live tail: a new join into Alpha Cup arrives on top without a reload; Beta Cup's does not.
    await page.getByRole('switch', { name: 'Live tail' }).check();
    await page.getByTestId('live-status').filter({ hasText: 'Checking every 2 s' }).waitFor();
    const dave = await fixtures(t).player({ funds: '20.00', name: 'dave' });
    expect((await join(t, dave, beta.id)).status).toBe(200);
    expect((await join(t, dave, alpha.id)).status).toBe(200);
    await page.getByTestId('event-count').filter({ hasText: '4 events' }).waitFor({ timeout: 10_000 });
    const newest = eventRows(page).first();
    await expect(newest.getAttribute('data-type')).resolves.toBe('PlayerJoinedTournament');
    await newest.getByText(dave.username).waitFor();
    expect(new Set(await aggregatesShown(page))).toEqual(new Set([`tournament:${alpha.id}`]));

    // A hidden tab stops polling; showing it again resumes at once.
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (value ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await page.getByTestId('live-status').filter({ hasText: 'Paused while this tab is hidden' }).waitFor();
    await apiIdle(); // a poll already on the wire may finish
    const polls: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes('/api/admin/events/')) polls.push(request.url());
    };
    page.on('request', onRequest);
    // Two polls' worth of the page's time; then a request the page sends now marks the end (requests go in order).
    await page.clock.runFor(4500);
    const marker = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/health/live');
    await page.evaluate(() => void fetch('/api/health/live'));
    await marker;
    page.off('request', onRequest);
    expect(polls).toEqual([]);
    const resumed = page.waitForRequest((request) => request.url().includes('/api/admin/events/'), { timeout: 1500 });
    await setHidden(false);
    await resumed;
    await page.getByTestId('live-status').filter({ hasText: 'Checking every 2 s' }).waitFor();
    await page.getByRole('switch', { name: 'Live tail' }).uncheck();

    // A deep link opens Beta Cup's events with the form filled in; the aggregate link of a row filters to it.
    await page.goto(`/admin/events?aggregate_type=tournament&aggregate_id=${beta.id}`);
    await page.getByTestId('event-count').filter({ hasText: '5 events' }).waitFor();
    expect(new Set(await aggregatesShown(page))).toEqual(new Set([`tournament:${beta.id}`]));
    await expect(filters.getByLabel('Aggregate id').inputValue()).resolves.toBe(String(beta.id));
    await expect(filters.getByLabel('Aggregate type').inputValue()).resolves.toBe('tournament');
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/events' && url.search === '');
    await eventRows(page).first().waitFor();
    await page
      .locator(`[data-testid="event-row"][data-aggregate="tournament:${alpha.id}"]`)
      .first()
      .getByTestId('event-aggregate')
      .click();
    await page.waitForURL(new RegExp(`aggregate_id=${alpha.id}`));
    await page.getByTestId('event-count').filter({ hasText: '4 events' }).waitFor();
    await page.context().close();
  });

  it('pages through a long log with "Load more" and filters by type and user', async () => {
    const busy = await fixtures(t).player({ funds: '0', name: 'busy' });
    for (let i = 0; i < 55; i++) {
      expect(
        (await t.api.post('/api/economy/wallet/deposit', { body: { amount: '1.00' }, token: busy.access })).status,
      ).toBe(200);
    }
    const page = await newPage(browser, t, { as: admin });
    // The live stream opens while "Load more" is on the wire (as it can on a slow machine): its catch-up refetch
    // must not cancel the next page, or the click is lost and the list stays at 50 shown.
    let openStream!: () => void;
    const streamHeld = new Promise<void>((resolve) => (openStream = resolve));
    await page.route('**/api/stream/', async (route) => {
      await streamHeld;
      await route.continue();
    });
    await page.route(/\/api\/admin\/events\/?\?/, async (route) => {
      if (new URL(route.request().url()).searchParams.has('cursor')) {
        openStream();
        await page.locator('[data-testid="live-indicator"][data-status="live"]').waitFor();
      }
      await route.continue();
    });
    await page.goto(`/admin/events?type=DepositMade&user=${busy.id}`);
    await page.getByTestId('event-count').filter({ hasText: '50 events shown' }).waitFor();
    await expect(page.getByRole('form', { name: 'Event filters' }).getByLabel('Event type').inputValue()).resolves.toBe(
      'DepositMade',
    );
    await page.getByRole('button', { name: 'Load more' }).click();
    await page
      .getByTestId('event-count')
      .filter({ hasText: /^55 events$/ })
      .waitFor();
    await page.getByTestId('events-end').waitFor();
    const ids = await eventRows(page).evaluateAll((rows) =>
      rows.map((row) => Number(row.getAttribute('data-event-id'))),
    );
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(await typesShown(page))).toEqual(new Set(['DepositMade']));
    await page.context().close();
  });

  it('blocks a user from the Users page: their session ends and login is refused; unblocking restores it', async () => {
    const player = await fixtures(t).player({ funds: '60.00', name: 'blocky', verified: true });
    const cup = await fixtures(t).tournament({ by: player, name: 'Blocky Open', entry_fee: '10.00', max_players: 4 });
    const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '15.00', payment_details: 'blocky@paypal.example' },
      token: player.access,
    });
    expect(withdrawal.status).toBe(201);

    // The player signs in (their sign-ins are among their events below) and uses the app.
    const playerPage = await newPage(browser, t);
    await signIn(playerPage, player);
    await playerPage.locator('[data-testid="live-indicator"][data-status="live"]').waitFor({ timeout: 10_000 });

    const page = await newPage(browser, t, { as: admin });
    await page.goto('/admin');
    await adminNav(page).getByRole('link', { name: /Users/ }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByLabel('Search users').fill(player.username.slice(0, 9));
    await page.waitForURL(/search=/);
    const row = page.locator(`[data-testid="admin-user-row"][data-user-id="${player.id}"]`);
    await row.waitFor();
    await row.getByText('Active').waitFor();
    await row.getByText('35.00').waitFor();
    await row.getByText(`${player.username}@example.com`).waitFor();
    await screenshot(page, 'admin-users');

    await row.getByRole('link', { name: player.username, exact: true }).click();
    await page.waitForURL(`**/admin/users/${player.id}`);
    await page.getByTestId('admin-user-name').filter({ hasText: player.username }).waitFor();
    await page.getByTestId('admin-user-balance').getByText('35.00').waitFor();
    await page
      .locator(`[data-testid="user-tournament-row"][data-tournament-id="${cup.id}"]`)
      .getByText('Blocky Open')
      .waitFor();
    await page
      .locator(`[data-testid="user-withdrawal-row"][data-withdrawal-id="${withdrawal.body.withdrawal.id}"]`)
      .waitFor();
    await expect(page.getByTestId('user-transaction-row').count()).resolves.toBe(3); // deposit, fee, withdrawal
    await screenshot(page, 'admin-user-detail');

    // Block, after reading what it does.
    await page.getByRole('button', { name: 'Block user' }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${player.username}?` });
    await dialog.getByText('Their sessions end immediately').waitFor();
    await dialog.getByText('Moves they owe in matches already running time out as usual.').waitFor();
    await dialog.getByRole('button', { name: 'Block user' }).click();
    await page.getByText(`${player.username} has been blocked`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('admin-user-profile').getByText('Blocked', { exact: true }).waitFor();
    await page.getByTestId('user-blocked-alert').waitFor();

    // The block ends the player's live stream; its reconnect is refused, so the tab goes to /login by itself, and
    // logging in says why.
    // Whichever notices first (the route guard or the API client) sends it there, with or without ?redirect=.
    await playerPage.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await playerPage.getByLabel('Username').fill(player.username);
    await playerPage.getByLabel('Password').fill(player.password);
    await playerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await playerPage.getByText(BLOCKED_MESSAGE).first().waitFor();
    expect(new URL(playerPage.url()).pathname).toBe('/login');

    // The users list shows the block too.
    await page.getByRole('link', { name: 'All users' }).click();
    await page.locator(`[data-testid="admin-user-row"][data-user-id="${player.id}"]`).getByText('Blocked').waitFor();
    await page
      .locator(`[data-testid="admin-user-row"][data-user-id="${player.id}"]`)
      .getByRole('link', { name: player.username, exact: true })
      .click();

    // Unblock: the player can sign in again.
    await page.getByRole('button', { name: 'Unblock user' }).click();
    const unblock = page.getByRole('dialog', { name: `Unblock ${player.username}?` });
    await unblock.getByRole('button', { name: 'Unblock user' }).click();
    await page.getByText(`${player.username} has been unblocked`).waitFor();
    await page.getByTestId('admin-user-profile').getByText('Active', { exact: true }).waitFor();
    await playerPage.getByLabel('Username').fill(player.username);
    await playerPage.getByLabel('Password').fill(player.password);
    await playerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await playerPage.waitForURL('**/dashboard');

    // One click to the user's events and to the tournament's.
    await page.getByRole('link', { name: `Events by ${player.username}` }).click();
    await page.waitForURL(new RegExp(`/admin/events\\?user=${player.id}$`));
    await eventRows(page).first().waitFor();
    const types = await typesShown(page);
    expect(types.slice(0, 2)).toEqual(['UserLoggedIn', 'UserLoggedIn']);
    expect(types).toEqual(expect.arrayContaining(['TournamentCreated', 'WithdrawalRequested']));
    // The block released their seat in Blocky Open (its last, so it was cancelled): the user's page lists only
    // the tournament they create once unblocked.
    const [released] = await eventually(() => eventsOf(t, 'PlayerLeftTournament', cup.id), {
      until: (rows) => rows.length > 0,
    });
    expect(released.payload).toMatchObject({ userId: player.id, reason: 'blocked' });
    const login = await t.api.post('/api/accounts/login', {
      body: { username: player.username, password: player.password },
    });
    expect(login.status).toBe(200);
    const comeback = await fixtures(t).tournament({
      by: { ...player, access: login.body.tokens.access },
      name: 'Blocky Return',
      entry_fee: '10.00',
      max_players: 4,
    });
    await page.goto(`/admin/users/${player.id}`);
    await page.getByRole('link', { name: `Events of tournament Blocky Return (#${comeback.id})` }).click();
    await page.waitForURL(new RegExp(`aggregate_id=${comeback.id}`));
    await page.getByTestId('event-count').filter({ hasText: '2 events' }).waitFor();
    expect(new Set(await aggregatesShown(page))).toEqual(new Set([`tournament:${comeback.id}`]));
    // Admins cannot be blocked: their page offers no button.
    await page.goto(`/admin/users/${admin.id}`);
    await page.getByText('Administrators cannot be blocked.').waitFor();
    await expect(page.getByRole('button', { name: 'Block user' }).count()).resolves.toBe(0);
    await page.context().close();
    await playerPage.context().close();
  });

  it("opens an account's statement from the trial balance, and a withdrawal's events from the review queue", async () => {
    const player = await fixtures(t).player({ funds: '0', name: 'stmt', verified: true });
    for (const amount of ['30.00', '12.50']) {
      expect((await t.api.post('/api/economy/wallet/deposit', { body: { amount }, token: player.access })).status).toBe(
        200,
      );
    }
    const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '20.00', payment_details: 'stmt@paypal.example' },
      token: player.access,
    });
    expect(withdrawal.status).toBe(201);
    const id = withdrawal.body.withdrawal.id as number;

    const page = await newPage(browser, t, { as: admin });
    await page.goto('/admin/withdrawals');
    const row = page.locator(`[data-testid="admin-withdrawal-row"][data-withdrawal-id="${id}"]`);
    await row.getByRole('link', { name: `Events of request #${id}` }).click();
    await page.waitForURL(new RegExp(`aggregate_type=withdrawal&aggregate_id=${id}$`));
    await page.getByTestId('event-count').filter({ hasText: '1 event' }).waitFor();
    expect(await typesShown(page)).toEqual(['WithdrawalRequested']);

    await adminNav(page)
      .getByRole('link', { name: /Ledger/ })
      .click();
    await page.waitForURL('**/admin/ledger');
    // A wallet is named by its owner and opens its statement.
    await page.getByRole('link', { name: player.username, exact: true }).click();
    await page.waitForURL(/\/admin\/ledger\/accounts\/\d+$/);
    await page
      .getByTestId('statement-title')
      .filter({ hasText: `${player.username}'s wallet` })
      .waitFor();
    await expect(page.getByTestId('statement-balance').textContent()).resolves.toBe('22.50');
    const lines = page.getByTestId('statement-line');
    await expect(lines.getByTestId('statement-amount').allTextContents()).resolves.toEqual([
      '-20.00',
      '+12.50',
      '+30.00',
    ]);
    await expect(lines.getByTestId('statement-balance-after').allTextContents()).resolves.toEqual([
      '22.50',
      '42.50',
      '30.00',
    ]);
    await screenshot(page, 'admin-ledger-statement');

    // Back to the trial balance, then cash in: every shard as one account.
    await page.getByRole('link', { name: 'Trial balance', exact: true }).click();
    await page.getByRole('link', { name: 'Cash in', exact: true }).click();
    await page.getByTestId('statement-title').filter({ hasText: 'Cash in' }).waitFor();
    await page.getByText('system:CASH_IN', { exact: true }).waitFor();
    await lines.first().waitFor();
    await page.context().close();
  });

  it('lists the Sit & Go templates and creates, deactivates and deletes one (issue 32 §1)', async () => {
    const page = await newPage(browser, t, { as: admin });
    await page.goto('/admin/ledger');
    await adminNav(page)
      .getByRole('link', { name: /Sit & Go/ })
      .click();
    await page.waitForURL('**/admin/sit-and-go');
    await page.getByRole('heading', { name: 'Sit & Go' }).waitFor();
    const rows = page.getByTestId('sit-and-go-row');
    // The three seeded templates; the test app's sweep is off, so none has a table yet.
    await expect(rows.allTextContents()).resolves.toEqual([
      expect.stringContaining('Heads-up 1.00'),
      expect.stringContaining('Four-seat 2.00'),
      expect.stringContaining('Eight-seat 5.00'),
    ]);
    // The pointer off the link just clicked: its hover shade is not what a reader sees.
    await page.mouse.move(0, 0);
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      await expectAccessible(page, `admin sit-and-go (${scheme})`);
    }

    await page.getByTestId('sit-and-go-new').click();
    const form = page.getByTestId('sit-and-go-form');
    await form.waitFor();
    await expectAccessible(page, 'admin sit-and-go dialog (dark)');
    await switchColorScheme(page, 'light');
    await form.getByTestId('sit-and-go-name').fill('Browser Quad');
    await form.getByTestId('sit-and-go-fee').fill('0.50');
    await form.getByTestId('sit-and-go-save').click();
    await form.getByText('The entry fee is at least 1.00').waitFor();
    await form.getByTestId('sit-and-go-fee').fill('3.00');
    await form.getByLabel('Seats').click();
    await page.getByRole('option', { name: '4 players', exact: true }).click();
    await form.getByTestId('sit-and-go-save').click();
    await form.waitFor({ state: 'hidden' });
    const quad = rows.filter({ hasText: 'Browser Quad' });
    // Created active: its table opened with it.
    await quad.getByText('0 / 4 seated').waitFor();
    await screenshot(page, 'admin-sit-and-go');

    await quad.getByRole('button', { name: 'Deactivate Browser Quad' }).click();
    await quad.getByText('Inactive').waitFor();
    await quad.getByText('None').waitFor();

    await quad.getByRole('button', { name: 'Delete Browser Quad' }).click();
    await page.getByTestId('sit-and-go-delete-confirm').click();
    await quad.waitFor({ state: 'detached' });
    await expect(rows.count()).resolves.toBe(3);
    await page.context().close();
  });

  it('fits a phone-width screen', async () => {
    const player = await fixtures(t).player({ funds: '25.00', name: 'phone_with_a_long_name' });
    const cup = await fixtures(t).tournament({ by: player, name: 'Phone Cup', entry_fee: '5.00', max_players: 4 });
    const page = await newPage(browser, t, { mobile: true, as: admin });
    await page.goto(`/admin/events?aggregate_type=tournament&aggregate_id=${cup.id}`);
    await eventRows(page).first().waitFor();
    await eventRows(page)
      .first()
      .getByRole('button', { name: /^Payload of event/ })
      .click();
    await page.getByTestId('event-payload').waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-events-mobile');
    await page.goto(`/admin/users?search=${player.username}`);
    await page.locator(`[data-testid="admin-user-row"][data-user-id="${player.id}"]`).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-users-mobile');
    await page.goto(`/admin/users/${player.id}`);
    await page.getByTestId('admin-user-name').waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-user-detail-mobile');
    await page.goto('/admin/ledger');
    await page.getByRole('link', { name: player.username, exact: true }).click();
    await page.getByTestId('statement-line').first().waitFor();
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });
});
