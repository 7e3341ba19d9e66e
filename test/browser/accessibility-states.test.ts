/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { expectAccessible } from '../support/axe.js';
import { launchBrowser, newPage, switchColorScheme } from '../support/browser.js';
import { join } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { noticeOf } from '../support/notification-helpers.js';
import { fixtures } from '../support/fixtures.js';

const SIZES = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof SIZES;

/**
 * Issue 34 §1: the accessibility sweep (accessibility.test.ts) in the states it never reached: a match's clock in
 * warning and in hurry, the reveal, the winner's gold card (a semi-final's, with its next match; the final's, with
 * the champion's celebration and prize toast), the cards of the players who lost a semi-final and a final, the
 * champion's banner, and a tournament page with a live match; light and dark, desktop and phone. The words on
 * gradients, which axe cannot measure, are held by test/unit/contrast.test.ts.
 */
describe('Accessibility of the match states (axe-core, WCAG 2.2 AA)', () => {
  let t: TestApp;
  let browser: Browser;
  let viewer: Player;
  let rival: Player;
  let knockedOut: Player;
  const ids = { live: 0, liveMatch: 0, won: 0, wonMatch: 0, lost: 0, lostMatch: 0, semi: 0 };

  /** The first match of `player` in the cup. */
  async function firstMatchOf(tournamentId: number, player: Player): Promise<{ id: number }> {
    return (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournamentId } },
        token: player.access,
      })
    ).body[0];
  }

  /** Plays a 2-player cup's final out. */
  async function playFinal(tournamentId: number, winner: Player, loser: Player): Promise<number> {
    const match = await firstMatchOf(tournamentId, winner);
    await playMatch(match.id, winner, loser);
    return match.id;
  }

  /** Plays a match out, `winner` throwing rock and `loser` scissors in every game. */
  async function playMatch(matchId: number, winner: Player, loser: Player): Promise<void> {
    await eventually(
      async () => {
        for (const [player, choice] of [
          [winner, 'ROCK'],
          [loser, 'SCISSORS'],
        ] as const) {
          const game = await t.api.get('/api/matches/{id}/current_game', {
            params: { path: { id: matchId } },
            token: player.access,
          });
          if (game.status === 200 && !game.body.my_submitted) {
            await t.api.post('/api/games/{id}/submit_choice', {
              params: { path: { id: game.body.id } },
              body: { choice },
              token: player.access,
            });
          }
        }
        return (await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: winner.access })).body;
      },
      { until: (m) => m.is_complete === true, timeout: 60_000 },
    );
  }

  beforeAll(async () => {
    // A long move clock: the live match stays on while it is checked (its clock states are shown by the route below).
    t = await startTestApp({ MOVE_TIMEOUT_SECONDS: '600', MATCH_START_GRACE_SECONDS: '0' });
    browser = await launchBrowser();
    viewer = await fixtures(t).player({ funds: '500.00', name: 'axs' });
    rival = await fixtures(t).player({ funds: '500.00', name: 'axt' });
    // A match on, the viewer to move.
    const live = await fixtures(t).tournament({
      by: viewer,
      name: 'Axe Live Cup',
      max_players: 2,
      game_mode: 'CLASSIC',
    });
    expect((await join(t, rival, live.id)).status).toBe(200);
    ids.live = live.id;
    ids.liveMatch = (
      await t.api.get('/api/tournaments/{id}/my_matches', { params: { path: { id: live.id } }, token: viewer.access })
    ).body[0].id;
    // A final the viewer won (the champion), and one they lost.
    const won = await fixtures(t).tournament({ by: viewer, name: 'Axe Gold Cup', max_players: 2, game_mode: 'BLITZ' });
    expect((await join(t, rival, won.id)).status).toBe(200);
    ids.won = won.id;
    ids.wonMatch = await playFinal(won.id, viewer, rival);
    const lost = await fixtures(t).tournament({
      by: rival,
      name: 'Axe Silver Cup',
      max_players: 2,
      game_mode: 'BLITZ',
    });
    expect((await join(t, viewer, lost.id)).status).toBe(200);
    ids.lost = lost.id;
    ids.lostMatch = await playFinal(lost.id, rival, viewer);
    // A semi-final the viewer won, the final on ("You won the match!" and its next match), and its loser.
    const semi = await fixtures(t).tournament({ by: viewer, name: 'Axe Semi Cup', max_players: 4, game_mode: 'BLITZ' });
    const others = [
      rival,
      await fixtures(t).player({ funds: '500.00', name: 'axu' }),
      await fixtures(t).player({ funds: '500.00', name: 'axv' }),
    ];
    for (const player of others) expect((await join(t, player, semi.id)).status).toBe(200);
    const seats = await Promise.all(
      [viewer, ...others].map(async (player) => ({ player, match: (await firstMatchOf(semi.id, player)).id })),
    );
    ids.semi = seats[0].match;
    knockedOut = seats.find((s) => s.player !== viewer && s.match === ids.semi)?.player ?? rival;
    const otherSemi = seats.filter((s) => s.match !== ids.semi);
    await playMatch(ids.semi, viewer, knockedOut);
    await playMatch(otherSemi[0].match, otherSemi[0].player, otherSemi[1].player);
    await noticeOf(t, viewer, 'prize_won');
  }, 180_000);

  afterAll(async () => {
    await closeAll(browser, t);
  });

  async function checkBothSchemes(page: Page, name: string) {
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      await expectAccessible(page, `${name} (${scheme})`);
    }
  }

  /**
   * The live match's page with its clock standing at `seconds`: the page's own clock is held still and each answer
   * about the match puts its deadlines `seconds` after the server's time, so the clock shows that state for as long
   * as the checks take (a real 10 s hurry would end mid-check on a loaded machine).
   */
  async function liveMatchAt(page: Page, seconds: number) {
    await page.clock.setFixedTime(new Date());
    await page.route(/\/api\/matches\/\d+\/?(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { server_time: string; current_game: Record<string, unknown> | null };
      const due = new Date(Date.parse(body.server_time) + seconds * 1000).toISOString();
      for (const key of Object.keys(body.current_game ?? {})) {
        if (key.endsWith('deadline') && body.current_game?.[key]) body.current_game[key] = due;
      }
      await route.fulfill({ response, json: body });
    });
  }

  /**
   * Runs `work` while the page's paused clock steps a millisecond at a time: axe's own timers run on that clock, and
   * the steps add up to far less than the 1.2 s a reveal lasts, so the reveal stays on screen while it is checked.
   */
  async function whileStepping(page: Page, work: () => Promise<void>) {
    const state = { done: false };
    const result = work().finally(() => {
      state.done = true;
    });
    while (!state.done) await page.clock.runFor(1);
    await result;
  }

  for (const size of Object.keys(SIZES) as Size[]) {
    const pageAt = (as = viewer) => newPage(browser, t, { viewport: SIZES[size], motion: 'no-preference', as });

    it(`the winner's and the loser's cards, the champion's prize toast and banner, ${size}, light and dark`, async () => {
      const page = await pageAt();
      await page.goto(`/match/${ids.wonMatch}`);
      await page.getByTestId('champion-celebration').waitFor();
      // The prize is toasted on the first page a browser shows after it, and rests there while the page is checked.
      await page.getByTestId('toast-prize').waitFor();
      await checkBothSchemes(page, `the champion's match, ${size}`);
      await page.goto(`/tournament/${ids.won}`);
      await page.getByTestId('champion-banner').waitFor();
      await checkBothSchemes(page, `the champion's tournament, ${size}`);
      await page.goto(`/match/${ids.lostMatch}`);
      await page.getByTestId('match-complete').waitFor();
      await checkBothSchemes(page, `the second's match, ${size}`);
      await page.goto(`/match/${ids.semi}`);
      await page.getByTestId('next-match-link').waitFor();
      await checkBothSchemes(page, `a semi-final's winner, ${size}`);
      await page.context().close();
      const loser = await pageAt(knockedOut);
      await loser.goto(`/match/${ids.semi}`);
      await loser.getByTestId('match-complete').waitFor();
      await checkBothSchemes(loser, `a semi-final's loser, ${size}`);
      await loser.context().close();
    }, 300_000);

    it(`a tournament page with a live match, and the clock in warning and in hurry, ${size}, light and dark`, async () => {
      const page = await pageAt();
      await page.goto(`/tournament/${ids.live}`);
      await page.getByTestId('play-now').waitFor();
      await checkBothSchemes(page, `a tournament with a live match, ${size}`);
      await page.context().close();

      for (const [tone, seconds] of [
        ['warning', 20],
        ['hurry', 5],
      ] as const) {
        const at = await pageAt();
        await liveMatchAt(at, seconds);
        await at.goto(`/match/${ids.liveMatch}`);
        await at.locator(`[data-testid="countdown"][data-tone="${tone}"]`).waitFor();
        await checkBothSchemes(at, `the match clock in ${tone}, ${size}`);
        // The page polls the match, so an answer can be on its way through the route when the page closes: its
        // route.fetch would then reject after the test (a CI run saw "Request context disposed" fail the file).
        await at.unrouteAll({ behavior: 'ignoreErrors' });
        await at.context().close();
      }
    }, 300_000);

    it(`the reveal, ${size}, light and dark`, async () => {
      const page = await pageAt();
      await page.clock.install();
      await page.goto(`/match/${ids.liveMatch}`);
      await page.getByTestId('countdown').waitFor();
      // Both throw rock: a tie, replayed, so the match stays live for the next check.
      for (const player of [rival, viewer]) {
        const game = await t.api.get('/api/matches/{id}/current_game', {
          params: { path: { id: ids.liveMatch } },
          token: player.access,
        });
        const submitted = await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.body.id } },
          body: { choice: 'ROCK' },
          token: player.access,
        });
        expect(submitted.status).toBe(200);
      }
      await page.getByTestId('revealing').waitFor();
      // Paused a moment ahead of the page's time (pausing moves the clock forward, never back), well inside 1.2 s.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
      await whileStepping(page, () => checkBothSchemes(page, `the reveal, ${size}`));
      // The checks read the reveal, not the result after it.
      expect(await page.getByTestId('revealing').count()).toBe(1);
      await page.context().close();
    }, 300_000);
  }
});
