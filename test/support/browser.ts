/// <reference lib="dom" />
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright-core';
import type { ApiClient } from './api-client.js';
import { eventually } from './eventually.js';
import { freshTotpCode } from './two-factor.js';

const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/**
 * Debian's headless shell of its Chromium (package chromium-headless-shell) when installed, else its full
 * Chromium; never a downloaded browser. The shell is the same Blink without the desktop browser around it, and
 * what Playwright itself runs headless by default: side by side it took a third less CPU on the same file
 * (docs/testing.md). As root it needs --no-sandbox; the background-networking flags keep it from calling out of
 * this closed network at start.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

export interface PageOptions {
  /** A phone's screen (390 × 844) instead of a desktop's (1280 × 860). */
  mobile?: boolean;
  /** Any other size (the admin tables at 1024 px), instead of either. */
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /**
   * The system's motion setting. Journeys ask for reduced motion: the loops and transitions would cost the
   * renderer frames and say nothing a test checks. Accessibility checks keep the default, as most players see it
   * (docs/decisions.md).
   */
  motion?: 'reduce' | 'no-preference';
  /**
   * Signed in as this account without the login form, where signing in is not what the test is about: its tokens
   * (from registration or an HTTP sign-in) and profile are put where the web client keeps its session
   * (localStorage, web/src/lib/session.ts), as a sign-in in this browser would have left them. The page then
   * starts as a returning player's does, with the profile check.
   */
  as?: { access: string; refresh: string };
  /** The app's address when the page must reach it by another host name (passkeys want localhost). */
  baseURL?: string;
  /** The browser's language (its navigator.languages and Accept-Language), e.g. 'de-DE'; English by default. */
  locale?: string;
  /** A language chosen on this device before the page loads (the footer menu's memory): 'pseudo' for the sweep. */
  chosenLocale?: 'en' | 'de' | 'es' | 'pseudo';
}

/** The app a page opens: its address, and its API for the profile a signed-in page keeps. */
export interface PageApp {
  url: string;
  api: ApiClient;
}

/**
 * A new page in a browser context of its own (a player's own browser: no storage shared with another page), on the
 * app. `DEBUG_BROWSER=1` prints its console and responses.
 */
export async function newPage(browser: Browser, app: PageApp, options: PageOptions = {}): Promise<Page> {
  const baseURL = options.baseURL ?? app.url;
  const context = await browser.newContext({
    ...contextOptions(baseURL, options),
    storageState: options.as ? await sessionState(app.api, new URL(baseURL).origin, options.as) : undefined,
  });
  if (options.chosenLocale) {
    await context.addInitScript({
      content: `localStorage.setItem('spockout-locale', ${JSON.stringify(options.chosenLocale)});`,
    });
  }
  const page = await context.newPage();
  if (process.env.DEBUG_BROWSER) {
    page.on('console', (m) => console.log('console', m.type(), m.text()));
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('response', (r) => console.log('resp', r.status(), r.url()));
    page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
  }
  return page;
}

/** The storage a sign-in leaves in the web client: the token pair and the profile (web/src/lib/session.ts). */
async function sessionState(api: ApiClient, origin: string, who: { access: string; refresh: string }) {
  const profile = await api.get('/api/accounts/profile', { token: who.access });
  if (profile.status !== 200) throw new Error(`profile for the stored session: ${profile.status}`);
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'access_token', value: who.access },
          { name: 'refresh_token', value: who.refresh },
          { name: 'user', value: JSON.stringify(profile.body) },
        ],
      },
    ],
  };
}

function contextOptions(baseURL: string, options: PageOptions): BrowserContextOptions {
  return {
    baseURL,
    viewport: options.viewport ?? (options.mobile ? PHONE : DESKTOP),
    deviceScaleFactor: 1,
    reducedMotion: options.motion ?? 'reduce',
    colorScheme: options.colorScheme,
    locale: options.locale ?? 'en-US',
  };
}

/**
 * Switches the system's colour scheme under the loaded page, which follows it live (as a phone going dark at
 * dusk), and waits until it has: one load serves a check in each scheme.
 */
export async function switchColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
}

/**
 * A platform authenticator with a passkey store and user verification, in the page's DevTools (WebAuthn is then
 * answered by Chromium itself). The page must be opened at localhost, the tests' RP ID: launch the browser with
 * `--host-resolver-rules=MAP localhost 127.0.0.1` and use `t.url` with localhost.
 */
export async function addVirtualAuthenticator(
  context: BrowserContext,
  page: Page,
  options: { isUserVerified?: boolean } = { isUserVerified: true },
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, ...options },
  });
  return { cdp, authenticatorId };
}

/**
 * With SCREENSHOTS=1 (`npm run screenshots`), saves a full-page screenshot to docs/screenshots/<name>.png, for the
 * README and for a person to judge; otherwise does nothing, so `npm test` leaves the tracked pictures alone.
 * Transitions are taken at their end (a toast slid in, a popover faded in), so no test waits for a picture.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { withoutToasts?: boolean; viewportOnly?: boolean } = {},
): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  if (options.withoutToasts) await closeToasts(page);
  mkdirSync(SCREENSHOTS, { recursive: true });
  // `viewportOnly`: what the screen shows, for a picture about what fits on it (a dialog's button in view).
  const fullPage = !options.viewportOnly;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * Closes the passing toasts (success, info, error) as a person would, with their close buttons, and waits until
 * they have gone: no wait for them to fade by themselves, and no test hook in the app. A match-start toast stays.
 */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-testid="toast-success"], [data-testid="toast-info"], [data-testid="toast-error"]');
  while ((await toasts.count()) > 0) {
    // It may close by itself meanwhile: then there is nothing to click.
    await toasts
      .first()
      .getByRole('button', { name: 'Close notification' })
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
}

/** Collects what the page sent to the API, so a test can prove a form sent nothing. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/**
 * Waits until no API request but the live stream has been in flight for `quietMs`. Playwright's `networkidle`
 * never comes to a signed-in page: its stream of changes is a request that stays open.
 */
export function apiIdleWaiter(page: Page, quietMs = 500): () => Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const counts = (url: string) => {
    const path = new URL(url).pathname;
    return path.startsWith('/api/') && path !== '/api/stream/';
  };
  page.on('request', (request) => {
    if (!counts(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settled = (request: unknown) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return async () => {
    await page.waitForLoadState('load');
    await eventually(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, {
      timeout: 30_000,
      what: `no API request for ${quietMs} ms`,
    });
  };
}

/** Signs in through the login form, as a player would, and waits for the page it lands on. */
export async function signIn(
  page: Page,
  who: { username: string; password: string; totpSecret?: string },
  landing: string | RegExp = '**/dashboard',
): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  // The address says /login as soon as a link is followed, while the page before stays on screen until the login
  // page's code has loaded: a register page's own Username field would take the name. Fill the login form's.
  const form = page.getByTestId('login-form');
  await form.getByLabel('Username').fill(who.username);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Two-factor on (admins): the second step asks for the authenticator's code.
  if (who.totpSecret) {
    await page.getByLabel('Authentication code').fill(await freshTotpCode(who.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL(landing);
}

/**
 * A change of sign-in method asks "Confirm it's you" (issue 30 §1): answers the dialog with the current
 * password, as a player would, and waits for it to close (the change then carries on by itself).
 */
export async function confirmItsYou(page: Page, password: string): Promise<void> {
  const dialog = page.getByTestId('reauth-dialog');
  await dialog.waitFor();
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Join and Leave ask first (issue 23 §4): reads the dialog's fee and balance after, then confirms, as a player
 * would. Returns what the dialog said, for a test to check.
 */
export async function confirmSeat(page: Page): Promise<{ fee: string; after: string | null }> {
  const dialog = page.getByTestId('seat-confirm');
  await dialog.waitFor();
  const fee = (await dialog.getByTestId('seat-fee').innerText()).trim();
  const afterCell = dialog.getByTestId('seat-balance-after');
  const after = (await afterCell.count()) > 0 ? (await afterCell.innerText()).trim() : null;
  await dialog.getByTestId('seat-confirm-button').click();
  return { fee, after };
}

/**
 * Text in the region that is cut off or sticks out: an element whose content is wider than its box while it
 * clips it (overflow hidden, an ellipsis), or any element reaching past the screen's right edge, unless it sits in
 * a box that scrolls sideways (a wide table's), where the rest is a swipe away. Runs in the page:
 * `await page.evaluate(overflowing, 'main')`.
 */
export function overflowing(selector: string): string[] {
  const found: string[] = [];
  const width = document.documentElement.clientWidth;
  const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
  const inScroller = (el: HTMLElement) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (scrolls(up)) return true;
    return false;
  };
  for (const root of document.querySelectorAll(selector)) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (!(el instanceof HTMLElement) || !el.checkVisibility()) continue;
      const text = el.innerText.trim();
      if (!text) continue;
      if (inScroller(el)) continue;
      const style = getComputedStyle(el);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const box = el.getBoundingClientRect();
      // Text for screen readers only (VisuallyHidden: a 1 px clipped box) is not on the screen to be cut off.
      if (box.width <= 1 || box.height <= 1) continue;
      if ((clips && el.scrollWidth > el.clientWidth + 1) || box.right > width + 1) {
        found.push(`<${el.tagName.toLowerCase()} data-testid=${el.dataset.testid ?? ''}> "${text.slice(0, 40)}"`);
      }
    }
  }
  return found;
}
