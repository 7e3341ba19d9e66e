/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { registerPlayer } from '../support/api-client.js';
import { launchBrowser, newPlayerContext, screenshot, signIn } from '../support/browser.js';
import { expectAccessible } from '../support/axe.js';
import { closeAll } from '../support/teardown.js';
import { verifyEmailOf } from '../support/email-verification.js';

const RIBBON_TEXT = 'Sandbox: coins are not real money';

async function newPage(browser: Browser, url: string, mobile = false, scheme: 'light' | 'dark' = 'light') {
  const context = await newPlayerContext(browser, url, mobile);
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: scheme });
  return page;
}

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
      for (const scheme of ['light', 'dark'] as const) {
        const page = await newPage(browser, t.url, mobile, scheme);
        await page.goto('/login');
        await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
        await expectRibbonBesideTopBar(page);
        const where = `login ${mobile ? 'phone' : 'desktop'} ${scheme}`;
        await expectAccessible(page, `${where} with the sandbox ribbon`);
        await screenshot(page, `sandbox-ribbon-${mobile ? 'phone' : 'desktop'}-${scheme}`);
        await page.context().close();
      }
    }
    // Four pages with axe each, on a shared 2-core machine.
  }, 180_000);

  it('shows the ribbon signed in, and the dialogs say what a coin is worth', async () => {
    const player = await registerPlayer(t.api, 'cash');
    await verifyEmailOf(t, player);
    await t.api.post('/economy/wallet/deposit/', { amount: '20.00' }, player.access);
    const page = await newPage(browser, t.url, true);
    await signIn(page, player);
    await expectRibbonBesideTopBar(page);

    await page.goto('/wallet');
    await expectRibbonBesideTopBar(page);
    await page.getByTestId('deposit-button').click();
    const deposit = page.getByRole('dialog', { name: 'Deposit Coins' });
    await deposit.getByText('1 coin = 1.00 EUR').waitFor();
    await expectAccessible(page, 'wallet phone deposit dialog with the coin value');
    await screenshot(page, 'cashier-deposit-dialog-phone');
    await deposit.getByRole('button', { name: 'Cancel' }).click();
    await deposit.waitFor({ state: 'hidden' });

    await page.getByTestId('withdraw-button').click();
    const withdraw = page.getByRole('dialog', { name: 'Request Withdrawal' });
    await withdraw.getByText('1 coin = 1.00 EUR').waitFor();
    await page.context().close();
  }, 120_000);
});
