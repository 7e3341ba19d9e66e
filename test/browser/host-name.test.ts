/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { closeAll } from '../support/teardown.js';

/**
 * The app over plain HTTP at a name other than localhost (a LAN address, a staging box without TLS). The CSP's
 * upgrade-insecure-requests made the browser ask for every script and stylesheet over https, which nothing
 * answered, and the page stayed blank. Chromium resolves the name to 127.0.0.1 itself, so no DNS is needed.
 */
const HOST = 'spockout.test';

describe('The app at a host name other than localhost, over plain HTTP', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  it('shows the home page, with every script and stylesheet loaded over http', async () => {
    const port = new URL(t.url).port;
    const page = await newPage(browser, t, { baseURL: `http://${HOST}:${port}` });
    const failed: string[] = [];
    const assets: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) assets.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).host).toBe(`${HOST}:${port}`);
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((url) => !url.startsWith(`http://${HOST}:${port}/`))).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });
});
