/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { expectAccessible } from '../support/axe.js';
import { closeToasts, launchBrowser, newPage, screenshot, signIn } from '../support/browser.js';
import { closeAll } from '../support/teardown.js';
import { join, playScripted, playToCompletion } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

const SCHEMES = ['light', 'dark'] as const;

/**
 * Issue 32 §3 and §4 in the browser: the create dialog's Prizes (a table the seats are too few for is offered
 * disabled, with the reason) and Pace; a three-place tournament's prizes on its card, detail and history; its
 * third-place match drawn beside the Final; the pace on the card and the match page. axe finds nothing on any of
 * them, light or dark, at desktop and phone size.
 */
describe('Prizes by place and the pace, in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let players: Player[];
  let cupId: number;
  /** A semi-final's loser, now in the third-place match. */
  let contender: Player;

  beforeAll(async () => {
    t = await startTestApp({ HOUSE_RAKE_PERCENT: '7' });
    browser = await launchBrowser();
    players = await Promise.all(
      Array.from({ length: 8 }, (_, i) => fixtures(t).player({ funds: '100.00', name: `pz${i}` })),
    );
    const cup = await fixtures(t).tournament({
      by: players[0],
      name: 'Podium Cup',
      description: 'Three places paid.',
      max_players: 8,
      entry_fee: '10.00',
      game_mode: 'BLITZ',
      payouts: [50, 30, 20],
      move_timeout: 3600,
    });
    cupId = cup.id;
    for (const p of players.slice(1)) expect((await join(t, p, cup.id)).status).toBe(200);
    // Round 1 and the semi-finals: the Final and the third-place match are left to play.
    await playScripted(
      t,
      cup.id,
      players,
      async () =>
        (await t.api.get('/api/tournaments/{id}', { params: { path: { id: cup.id } }, token: players[0].access })).body
          .third_place_match?.status === 'IN_PROGRESS',
      (m) => m.round_number === 3,
    );
    const third = (
      await t.api.get('/api/tournaments/{id}', { params: { path: { id: cup.id } }, token: players[0].access })
    ).body.third_place_match;
    contender = players.find((p) => p.id === third.player1) as Player;
  }, 120_000);

  afterAll(async () => {
    await closeAll(browser, t);
  });

  async function pageFor(player: Player, mobile: boolean): Promise<Page> {
    const page = await newPage(browser, t, { mobile });
    await signIn(page, player);
    await closeToasts(page);
    return page;
  }

  async function expectAccessibleInBothSchemes(page: Page, where: string) {
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
      await expectAccessible(page, `${where} (${scheme})`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  it('offers prizes and paces in the create dialog, a table the seats are too few for disabled with the reason', async () => {
    const creator = await fixtures(t).player({ funds: '50.00', name: 'pzc' });
    const page = await pageFor(creator, false);
    await page.goto('/tournaments');
    await page.getByRole('button', { name: '+ Create Tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
    await dialog.getByLabel('Tournament Name').fill('Daily Podium');
    await dialog.getByLabel('Entry Fee').fill('10');

    // Four players (the default): two places may be paid, three not yet.
    await dialog.getByLabel('Prizes').click();
    const topThree = page.getByRole('option', { name: 'Top 3: 50% / 30% / 20% (needs 8+ players)' });
    expect(await topThree.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('option', { name: 'Top 2: 70% / 30%' }).click();
    await dialog.getByText('Two paid places need at least 4 players, three at least 8.').waitFor();
    // 40.00 less 7% (2.80): 37.20 shared 26.04 and 11.16.
    await dialog
      .getByTestId('create-prize')
      .filter({ hasText: /Prizes: 1st\s*26\.04 · 2nd\s*11\.16/ })
      .waitFor();

    // Two seats cannot pay two places: the dialog falls back to the winner taking all.
    await dialog.getByLabel('Max Players').click();
    await page.getByRole('option', { name: '2 players (1 round)' }).click();
    expect(await dialog.getByLabel('Prizes').inputValue()).toBe('Winner takes all');

    await dialog.getByLabel('Max Players').click();
    await page.getByRole('option', { name: '8 players (3 rounds)' }).click();
    await dialog.getByLabel('Prizes').click();
    await page.getByRole('option', { name: 'Top 3: 50% / 30% / 20%', exact: true }).click();
    await dialog.getByLabel('Pace').click();
    await page.getByRole('option', { name: '1 day per move (Daily)' }).click();
    await dialog.getByText(/Daily play: no need to be online together/).waitFor();
    await expectAccessibleInBothSchemes(page, 'create dialog with prizes and pace (desktop)');
    await screenshot(page, 'tournaments-create-prizes');
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The new tournament's page opens (issue 34 §4); its card is read back on the list.
    await page.waitForURL(/\/tournament\/\d+$/);
    await page.goto('/tournaments');

    const card = page.getByTestId('tournament-card').filter({ hasText: 'Daily Podium' });
    // 80.00 less 7%: 74.40 as 37.20, 22.32 and 14.88.
    await card.getByTestId('card-prizes').filter({ hasText: 'Prizes: 1st 37.20 · 2nd 22.32 · 3rd 14.88' }).waitFor();
    await card.getByTestId('card-pace').filter({ hasText: '1 day per move' }).waitFor();
    await closeToasts(page);
    await expectAccessibleInBothSchemes(page, 'tournaments with a prizes card (desktop)');
    await page.context().close();
  }, 120_000);

  for (const mobile of [false, true]) {
    const size = mobile ? 'phone' : 'desktop';

    it(`draws the third-place match beside the Final and shows the prizes, ${size}`, async () => {
      const page = await pageFor(contender, mobile);
      // The semi-final they lost sends them on to play for third, not home.
      const mine = (
        await t.api.get('/api/tournaments/{id}/my_matches', {
          params: { path: { id: cupId } },
          token: contender.access,
        })
      ).body as {
        id: number;
        round_number: number;
      }[];
      const semi = mine.find((m) => m.round_number === 2);
      await page.goto(`/match/${semi?.id}`);
      await page.getByRole('heading', { name: 'Match over: you play for third place' }).waitFor();
      await page.getByTestId('next-match-link').waitFor();
      await page.goto(`/tournament/${cupId}`);
      const third = page.getByTestId('third-place-match');
      await third.waitFor();
      // In the Final's column, not a round of its own: a spec client's rounds stay as they were.
      const final = page.getByTestId('bracket-round').last();
      expect(await final.getAttribute('aria-label')).toBe('Final');
      expect(await final.getByTestId('third-place-match').count()).toBe(1);
      expect(await page.getByTestId('bracket-round').count()).toBe(3);
      await third.getByRole('group', { name: /^Third place: .+ vs .+, In Progress$/ }).waitFor();
      const rows = page.getByTestId('prize-row');
      expect(await rows.allInnerTexts()).toEqual([
        expect.stringMatching(/1st\s+50%\s+37\.20/),
        expect.stringMatching(/2nd\s+30%\s+22\.32/),
        expect.stringMatching(/3rd\s+20%\s+14\.88/),
      ]);
      await page.getByTestId('detail-pace').filter({ hasText: '1 hour per move' }).waitFor();
      await expectAccessibleInBothSchemes(page, `tournament with a third-place match (${size})`);
      await screenshot(page, `tournament-third-place-${size}`);

      // The semi-final loser's own match: named for what it is, with its pace.
      await page.getByTestId('your-matches').getByText('Third place', { exact: true }).waitFor();
      await page.getByTestId('your-matches').getByTestId('play-now').click();
      await page.getByRole('heading', { name: 'Third-place match', level: 1 }).waitFor();
      await page.getByTestId('match-pace').filter({ hasText: '1 hour per move' }).waitFor();
      await expectAccessibleInBothSchemes(page, `third-place match page (${size})`);
      await screenshot(page, `match-third-place-${size}`);
      await page.context().close();
    }, 120_000);
  }

  it('shows every paid place and the third-place match in the history, desktop and phone', async () => {
    await playToCompletion(t, cupId, players);
    for (const mobile of [false, true]) {
      const size = mobile ? 'phone' : 'desktop';
      const page = await pageFor(players[1], mobile);
      await page.goto(`/tournament/${cupId}`);
      await page.getByTestId('champion-prize').filter({ hasText: '37.20' }).waitFor();
      await page.goto(`/tournament/${cupId}/history`);
      await page.getByTestId('history-third-place').waitFor();
      const rows = page.getByTestId('prize-row');
      await rows.first().waitFor();
      // Each paid place with who took it.
      const texts = await rows.allInnerTexts();
      expect(texts).toHaveLength(3);
      expect(texts[2]).toMatch(/3rd\s+20%\s+\S+\s+14\.88/);
      const placements = await page
        .getByTestId('history-participant')
        .evaluateAll((els) => els.map((el) => el.querySelector('span')?.textContent));
      expect(placements).toEqual(['#1', '#2', '#3', '#4', '#5', '#5', '#5', '#5']);
      await expectAccessibleInBothSchemes(page, `history with prizes by place (${size})`);
      await screenshot(page, `tournament-history-prizes-${size}`);
      await page.context().close();
    }
  }, 120_000);
});
