import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { expectAccessible } from '../support/axe.js';
import { launchBrowser, newPage, screenshot, switchColorScheme } from '../support/browser.js';
import { join, playToCompletion } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

/** Issue 33 §3: a player's page, reached from the names the other pages show. */
describe("A player's page in the browser", () => {
  let t: TestApp;
  let browser: Browser;
  let champion: Player;
  let runnerUp: Player;
  let viewer: Player;
  let tournamentId: number;
  let matchId: number;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
    const [a, b] = await Promise.all([
      fixtures(t).player({ funds: '50.00', name: 'pgc' }),
      fixtures(t).player({ funds: '50.00', name: 'pgr' }),
    ]);
    viewer = await fixtures(t).player({ funds: '0', name: 'pgv' });
    const cup = await fixtures(t).tournament({ by: a, name: 'Page Final', max_players: 2, entry_fee: '5.00' });
    tournamentId = cup.id;
    expect((await join(t, b, cup.id)).status).toBe(200);
    matchId = (
      await t.api.get('/api/tournaments/{id}/my_matches', { params: { path: { id: cup.id } }, token: a.access })
    ).body[0].id;
    await playToCompletion(t, cup.id, [a, b]);
    const done = (await t.api.get('/api/tournaments/{id}', { params: { path: { id: cup.id } }, token: a.access })).body;
    [champion, runnerUp] = done.winner === a.id ? [a, b] : [b, a];
    // The leaderboard ranks a player once their match is counted (a listener, after the match ends).
    await eventually(
      () =>
        t.api.get('/api/players/{username}', {
          params: { path: { username: champion.username } },
          token: viewer.access,
        }),
      {
        until: (r) => r.body.wins === 1,
      },
    );
  }, 120_000);

  afterAll(async () => {
    await closeAll(browser, t);
  });

  async function expectChampionPage(page: Page) {
    await page.waitForURL(`**/player/${champion.username}`);
    await page.getByTestId('player-name').getByText(champion.username).waitFor();
    await page.getByTestId('player-wins').getByText('1', { exact: true }).waitFor();
    await page.getByTestId('player-losses').getByText('0', { exact: true }).waitFor();
    await page.getByTestId('player-win-rate').getByText('100').waitFor();
    const row = page.getByTestId('player-tournament');
    await row.getByText('Page Final').waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('player-placement').innerText()).toBe('1st');
    expect(await page.locator('main').innerText()).not.toContain('@example.com');
  }

  for (const size of ['desktop', 'phone'] as const) {
    it(`is reached from the leaderboard, ${size}, with no axe violation light or dark`, async () => {
      const page = await newPage(browser, t, { as: viewer, mobile: size === 'phone', motion: 'no-preference' });
      await page.goto('/leaderboard');
      const link = page.getByRole('link', { name: champion.username, exact: true });
      await link.waitFor();
      await screenshot(page, `player-links-leaderboard-${size}`);
      await link.click();
      await expectChampionPage(page);
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        await expectAccessible(page, `player page (${size}, ${scheme})`);
        await screenshot(page, `player-page-${size}-${scheme}`);
      }
      // The tournament's name leads to its history, whose names lead back to the players.
      await page.getByRole('link', { name: 'Page Final' }).click();
      await page.getByTestId('history-participant').first().waitFor();
      await page.getByTestId('history-participant').getByRole('link', { name: runnerUp.username, exact: true }).click();
      await page.waitForURL(`**/player/${runnerUp.username}`);
      await page.getByTestId('player-placement').getByText('2nd').waitFor();
      await page.context().close();
    }, 120_000);
  }

  it('links the names of the bracket and the match page to the players', async () => {
    const page = await newPage(browser, t, { as: viewer });
    await page.goto(`/tournament/${tournamentId}`);
    await page.getByTestId('bracket-match').waitFor();
    await screenshot(page, 'player-links-bracket');
    await page.getByTestId('bracket-match').getByRole('link', { name: champion.username, exact: true }).click();
    await expectChampionPage(page);

    await page.goto(`/match/${matchId}`);
    await page.getByTestId('scoreboard').waitFor();
    await screenshot(page, 'player-links-match');
    await page.getByTestId('scoreboard').getByRole('link', { name: runnerUp.username, exact: true }).click();
    await page.waitForURL(`**/player/${runnerUp.username}`);
    await page.getByTestId('player-name').getByText(runnerUp.username).waitFor();
    await page.context().close();
  }, 60_000);

  it('says an unknown player is not found, with no axe violation light or dark', async () => {
    const page = await newPage(browser, t, { as: viewer, motion: 'no-preference' });
    await page.goto('/player/nobody_by_this_name');
    await page.getByTestId('player-not-found').waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      await expectAccessible(page, `player not found (${scheme})`);
    }
    await page.getByRole('link', { name: 'Back to Leaderboard' }).waitFor();
    await page.context().close();
  }, 60_000);
});
