/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { launchBrowser, newPage, screenshot, switchColorScheme } from '../support/browser.js';
import { expectAccessible } from '../support/axe.js';
import { closeAll } from '../support/teardown.js';
import { deliver, events, StripeStandIn } from '../support/stripe-stand-in.js';
import { fixtures } from '../support/fixtures.js';

const RIBBON_TEXT = 'Sandbox: coins are not real money';

/** The ribbon sits above the top bar, inside the page's width, and covers none of it. */
async function expectRibbonBesideTopBar(page: Page) {
  const ribbon = page.getByRole('complementary', { name: 'Sandbox notice' });
  await ribbon.waitFor();
  await expect(ribbon.innerText()).resolves.toBe(RIBBON_TEXT);
  const layout = await page.evaluate(() => {
    const box = (selector: string) => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: r.height };
    };
    return {
      ribbon: box('[data-testid="sandbox-ribbon"]'),
      header: box('header'),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  expect(layout.ribbon.bottom).toBeLessThanOrEqual(layout.header.top);
  // Slim: one line of small text, on a phone too.
  expect(layout.ribbon.height).toBeLessThanOrEqual(32);
  // The top bar keeps its own height: the ribbon breaks none of its layout.
  expect(layout.header.height).toBe(64);
  expect(layout.overflow).toBeLessThanOrEqual(0);
}

describe('The cashier in the browser (sandbox)', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  it('shows the sandbox ribbon to a visitor, on a phone and a desktop, light and dark', async () => {
    for (const mobile of [true, false]) {
      // One load a size: light, then dark as the system's scheme changes under the page.
      const page = await newPage(browser, t, { mobile, colorScheme: 'light' });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        await expectRibbonBesideTopBar(page);
        const where = `login ${mobile ? 'phone' : 'desktop'} ${scheme}`;
        await expectAccessible(page, `${where} with the sandbox ribbon`);
        await screenshot(page, `sandbox-ribbon-${mobile ? 'phone' : 'desktop'}-${scheme}`);
      }
      await page.context().close();
    }
    // Four pages with axe each, on a shared 2-core machine.
  }, 180_000);

  it('shows the ribbon signed in, and the dialogs say what a coin is worth', async () => {
    const player = await fixtures(t).player({ name: 'cash', verified: true });
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: '20.00' }, token: player.access });
    const page = await newPage(browser, t, { mobile: true, as: player });
    await page.goto('/dashboard');
    await expectRibbonBesideTopBar(page);

    await page.goto('/wallet');
    await expectRibbonBesideTopBar(page);
    await page.getByTestId('deposit-button').click();
    const deposit = page.getByRole('dialog', { name: 'Deposit Coins' });
    // What is true in the sandbox first, the live price after it (issue 34 §2).
    const sandboxPrice = 'Sandbox: no money is taken. In live play, 1 coin = 1.00 EUR';
    await deposit.getByText('1 coin = 1.00 EUR').waitFor();
    expect(await deposit.getByTestId('coin-value').innerText()).toBe(sandboxPrice);
    await expectAccessible(page, 'wallet phone deposit dialog with the coin value');
    await screenshot(page, 'cashier-deposit-dialog-phone');
    await deposit.getByRole('button', { name: 'Cancel' }).click();
    await deposit.waitFor({ state: 'hidden' });

    await page.getByTestId('withdraw-button').click();
    const withdraw = page.getByRole('dialog', { name: 'Request Withdrawal' });
    await withdraw.getByText('1 coin = 1.00 EUR').waitFor();
    expect(await withdraw.getByTestId('coin-value').innerText()).toBe(sandboxPrice);
    await page.context().close();
  }, 120_000);
});

describe('A Stripe deposit in the browser', () => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    standIn = await new StripeStandIn().start();
    t = await startTestApp(standIn.env());
    browser = await launchBrowser();
  });

  afterAll(async () => {
    // A beforeAll that threw leaves the later ones undefined (closeAll skips them).
    await closeAll(browser, t, { close: () => (standIn as StripeStandIn | undefined)?.stop() ?? Promise.resolve() });
  });

  it('sends the player to the checkout, and the return page turns COMPLETED when the webhook comes', async () => {
    const player = await fixtures(t).player({ name: 'strp', verified: true });
    const page = await newPage(browser, t, { as: player });
    await page.goto('/wallet');

    await page.getByTestId('deposit-button').click();
    const dialog = page.getByRole('dialog', { name: 'Deposit Coins' });
    await dialog.getByText('1 coin = 1.00 EUR', { exact: true }).waitFor();
    await dialog.getByText('You pay on the payment provider’s secure page', { exact: false }).waitFor();
    // Not the sandbox: the cashier has answered (the coin's value shows) and no ribbon claims it.
    await expect(page.getByTestId('sandbox-ribbon').count()).resolves.toBe(0);
    await dialog.getByLabel('Amount').fill('25');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    // The browser lands on the provider's checkout page for this deposit.
    await page.waitForURL(`${standIn.url}/pay/**`);
    await page.getByRole('heading', { name: 'Stripe test checkout' }).waitFor();
    const session = standIn.sessions.at(-1)!;
    expect(session.amount_total).toBe(2500);
    const depositId = Number(session.client_reference_id);
    expect(depositId).toBeGreaterThan(0);

    // Stripe sends the player back to the success address: the wallet with the deposit named.
    const back = new URL(session.success_url);
    expect(`${back.pathname}${back.search}`).toBe(`/wallet?deposit=${depositId}`);
    await page.goto(`${back.pathname}${back.search}`);
    const panel = page.getByTestId('deposit-return');
    await page.locator(`[data-testid="deposit-return"][data-status="PENDING"]`).waitFor();
    await panel.getByText('Waiting for the payment').waitFor();
    await page.locator(`[data-testid="deposit-item"][data-deposit-id="${depositId}"]`).waitFor();
    await expect(page.getByTestId('wallet-balance').innerText()).resolves.toBe('0.00');
    await expectAccessible(page, 'wallet desktop light, a deposit pending');
    await screenshot(page, 'cashier-return-pending-desktop');

    // From here on the page must change by itself: any navigation would be a reload.
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const delivered = await deliver(t.url, events.checkoutCompleted(session));
    expect(delivered.status).toBe(200);

    await page.locator(`[data-testid="deposit-return"][data-status="COMPLETED"]`).waitFor();
    await panel.getByText('Deposit credited').waitFor();
    await expect(panel.getByTestId('deposit-return-credited').innerText()).resolves.toBe('25.00');
    await page.getByTestId('wallet-balance').filter({ hasText: '25.00' }).waitFor();
    // Credited, so it is a transaction now and no longer among the deposits not credited.
    await page.getByTestId('open-deposits').waitFor({ state: 'detached' });
    expect(navigations).toBe(0);
    await screenshot(page, 'cashier-return-completed-desktop');

    // A dispute takes back more than the wallet holds (20.00 of it is held by a withdrawal): the rest is owed, and
    // the wallet says so as soon as the stream tells it.
    const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '20.00', payment_details: 'me@paypal.example' },
      token: player.access,
    });
    expect(withdrawal.status).toBe(201);
    const disputed = await deliver(
      t.url,
      events.dispute('charge.dispute.created', session, 'dp_browser_1', 2500, 'needs_response'),
    );
    expect(disputed.status).toBe(200);
    await page.getByTestId('wallet-owed').waitFor();
    await expect(page.getByTestId('wallet-owed-amount').innerText()).resolves.toBe('20.00');
    await page.getByTestId('wallet-balance').filter({ hasText: '0.00' }).waitFor();
    expect(navigations).toBe(0);
    await screenshot(page, 'cashier-owed-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await switchColorScheme(page, 'dark');
    await expectAccessible(page, 'wallet phone dark, a deposit credited');
    await screenshot(page, 'cashier-return-completed-phone-dark');
    await page.context().close();
  }, 120_000);
});
