/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { BodyOf, Player } from '../support/api-client.js';
import { launchBrowser, newPage, screenshot, switchColorScheme } from '../support/browser.js';
import { join } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const GRACE_SECONDS = 10;
const MOVES = ['choice-ROCK', 'choice-PAPER', 'choice-SCISSORS', 'choice-SPOCK', 'choice-LIZARD'];
const LONG = { timeout: 30_000 };

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
interface Measure {
  boxes: Record<string, Box>;
  scrollY: number;
  width: number;
  height: number;
}

/**
 * Issue 23 §1 and §2 at 390 × 844: the match page holds score, clock, the five moves and Submit on one screen in
 * every state, and a whole match is played by keyboard alone while the live region says what happened.
 */
describe('The move on one phone screen, by keyboard, with a screen reader', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp({ MOVE_TIMEOUT_SECONDS: '60', MATCH_START_GRACE_SECONDS: String(GRACE_SECONDS) });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /**
   * Waits until every element of `testIds` is on the page, then reads their boxes in that same frame (a reveal lasts
   * 1.2 s: separate reads could straddle its end).
   */
  async function measure(page: Page, testIds: string[]): Promise<Measure> {
    const handle = await page.waitForFunction(
      (ids: string[]) => {
        const boxes: Record<string, { top: number; bottom: number; left: number; right: number }> = {};
        for (const id of ids) {
          const element = document.querySelector(`[data-testid="${id}"]`);
          if (!element) return null;
          const r = element.getBoundingClientRect();
          boxes[id] = { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        }
        return { boxes, scrollY: window.scrollY, width: window.innerWidth, height: window.innerHeight };
      },
      testIds,
      { polling: 'raf', ...LONG },
    );
    return (await handle.jsonValue()) as Measure;
  }

  function expectOnScreen(state: string, m: Measure) {
    expect({ state, scrollY: m.scrollY, size: [m.width, m.height] }).toEqual({ state, scrollY: 0, size: [390, 844] });
    const outside = Object.entries(m.boxes)
      .filter(([, b]) => b.top < 0 || b.left < 0 || b.bottom > m.height || b.right > m.width || b.bottom <= b.top)
      .map(([id, b]) => `${id} ${JSON.stringify(b)}`);
    expect({ state, outside }).toEqual({ state, outside: [] });
  }

  async function currentGameId(player: Player, matchId: number): Promise<number> {
    const match = await eventually(
      () => t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: player.access }),
      {
        until: (r) => r.status === 200 && r.body.current_game !== null,
        what: `match ${matchId}'s current game`,
      },
    );
    return match.body.current_game.id;
  }

  async function move(
    player: Player,
    matchId: number,
    choice: BodyOf<'/api/games/{id}/submit_choice', 'post'>['choice'],
  ) {
    const gameId = await currentGameId(player, matchId);
    const answer = await t.api.post('/api/games/{id}/submit_choice', {
      params: { path: { id: gameId } },
      body: { choice },
      token: player.access,
    });
    expect(answer.status).toBe(200);
  }

  /** Plays a match out over HTTP: `winner`'s Rock against `loser`'s Scissors until it is over. */
  async function playOut(matchId: number, winner: Player, loser: Player) {
    for (;;) {
      const match = (await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: winner.access }))
        .body;
      if (match.is_complete) return;
      await move(winner, matchId, 'ROCK');
      await move(loser, matchId, 'SCISSORS');
      await eventually(
        () => t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: winner.access }),
        {
          until: (r) => r.body.is_complete || r.body.current_game?.id !== match.current_game?.id,
        },
      );
    }
  }

  /** The live region's sentences, in order. */
  const announced = (page: Page) => page.getByTestId('match-announcer').locator('p').allInnerTexts();

  it('fits every match state on 390 × 844, plays a semi-final by keyboard alone and announces each step', async () => {
    const players = [
      await fixtures(t).player({ funds: '50.00', name: 'kba' }),
      await fixtures(t).player({ funds: '50.00', name: 'kbb' }),
      await fixtures(t).player({ funds: '50.00', name: 'kbc' }),
      await fixtures(t).player({ funds: '50.00', name: 'kbd' }),
    ];
    const [alice] = players;
    const tournament = await fixtures(t).tournament({
      by: alice,
      name: 'Thumbs Only Cup',
      max_players: 4,
      game_mode: 'CLASSIC',
      entry_fee: '5.00',
    });
    // On her dashboard (signed in without the form, which has tests of its own) when her match starts.
    const page = await newPage(browser, t, { mobile: true, as: alice });
    await page.goto('/dashboard');
    for (const player of players.slice(1)) expect((await join(t, player, tournament.id)).status).toBe(200);

    const mine = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: alice.access,
      })
    ).body;
    const semi = mine[0];
    const byId = new Map(players.map((p) => [p.id, p]));
    const opponent = byId.get(semi.player1 === alice.id ? semi.player2 : semi.player1)!;
    const others = players.filter((p) => p !== alice && p !== opponent);

    await page.goto(`/match/${semi.id}`);
    await page.getByRole('heading', { name: 'Semi-Finals · Match' }).waitFor();
    await page.getByTestId('game-rule').getByText('Best of 3 · first to 2 wins · ties replayed').waitFor();

    // The skip link is the first Tab stop and leads past the top bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // The scoreboard is heard as two players, each with their score, then the game (issue 34 §3).
    const board = await page.getByTestId('scoreboard').ariaSnapshot();
    expect(board.split('\n').map((line) => line.trim())).toEqual([
      '- list "Score":',
      // Each name is the link to the player's page (issue 33 §3), between the words heard around it.
      '- listitem:',
      '- text: You,',
      `- link "${alice.username}":`,
      `- /url: /player/${alice.username}`,
      '- text: ": 0 wins"',
      '- listitem:',
      '- text: Opponent,',
      `- link "${opponent.username}":`,
      `- /url: /player/${opponent.username}`,
      '- text: ": 0 wins"',
    ]);
    // Then the game, in the rule line's text (a visually hidden span: innerText would break the line at it).
    expect(await page.getByTestId('game-rule').textContent()).toBe(
      'Game 1 · Best of 3 · first to 2 wins · ties replayed',
    );

    // Grace: one deadline, the grace included (issue 34 §3): the move clock counts the 10 s grace and the 60 s
    // move time as one ("Your move: 1:09"), says the match is starting, and its timer holds the same words.
    const during = await page.waitForFunction(
      () => {
        const panel = document.querySelector('[data-testid="countdown"][data-grace="true"]');
        if (!panel) return null;
        const text = (id: string) => panel.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
        return { clock: text('countdown-seconds'), timer: text('countdown-timer'), status: text('countdown-label') };
      },
      undefined,
      { polling: 'raf', ...LONG },
    );
    const grace = (await during.jsonValue())!;
    expect(grace.clock).toMatch(/^1:(0\d|10)$/);
    expect(grace.timer).toBe(`Your move: ${grace.clock} left. Match starting · you can move now.`);
    expect(grace.status).toBe('Match starting · you can move now');
    expect(
      await page
        .getByRole('timer')
        .filter({ hasText: /^Your move: 1:(0\d|10) left/ })
        .count(),
    ).toBe(1);
    expectOnScreen('grace', await measure(page, ['scoreboard', 'countdown', ...MOVES, 'submit-choice']));
    await screenshot(page, 'phone-match-grace');

    // Choosing: the same clock, now in the move time, no second count starting from the top.
    await page.locator('[data-testid="countdown"]:not([data-grace])').waitFor(LONG);
    expectOnScreen('choosing', await measure(page, ['scoreboard', 'countdown', ...MOVES, 'submit-choice']));
    expect(Number((await page.getByTestId('countdown-seconds').innerText()).replace(':', ''))).toBeLessThanOrEqual(100);
    // Its label fits in full at 390 px: nothing cut off (issue 34 §3).
    const title = page.getByTestId('countdown-title');
    expect(await title.innerText()).toBe('Your move · Game 1');
    expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await screenshot(page, 'phone-match-choosing');

    // Keys choose (K is Spock) and the radio group reads the choice; Enter submits.
    await page.keyboard.press('k');
    expect(await page.getByTestId('choice-SPOCK').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { checked: true }).getAttribute('data-testid')).toBe('choice-SPOCK');
    await page.keyboard.press('Enter');
    expectOnScreen('waiting', await measure(page, ['scoreboard', 'waiting-panel']));
    await page.getByText('You chose Spock').waitFor();
    await screenshot(page, 'phone-match-waiting');

    // The opponent's move completes the game: the reveal, then the result in a strip above the next game's moves.
    await move(opponent, semi.id, 'SCISSORS');
    expectOnScreen('reveal', await measure(page, ['scoreboard', 'revealing']));
    expectOnScreen(
      'result',
      await measure(page, ['scoreboard', 'game-result', 'countdown', ...MOVES, 'submit-choice']),
    );
    await page.getByTestId('game-result').getByText('Game 1 result').waitFor();
    await screenshot(page, 'phone-match-result');

    // Game 2: the opponent moves first (the region says so); digits and arrows choose: 2 is Paper, left is Rock.
    await move(opponent, semi.id, 'SCISSORS');
    await page.getByTestId('opponent-moved').waitFor(LONG);
    await page.keyboard.press('2');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { checked: true }).getAttribute('data-testid')).toBe('choice-ROCK');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('choice-ROCK');
    await page.keyboard.press('Enter');
    await page.getByTestId('match-complete').waitFor(LONG);
    expectOnScreen('match complete', await measure(page, ['scoreboard', 'match-complete']));
    await page.getByText('You won the match!').waitFor();

    // The other semi-final ends: the final starts, and the region says so.
    const [other] = await t.sql<{ id: number; player1_id: number }>(
      'SELECT id, player1_id FROM matches WHERE tournament_id = $1 AND round_number = 1 AND id <> $2',
      [tournament.id, semi.id],
    );
    const [first, second] = others[0].id === other.player1_id ? others : [others[1], others[0]];
    await playOut(other.id, first, second);
    await page.getByTestId('next-match-link').waitFor(LONG);
    // The card offers the final itself: the match-start toast, which would cover the card's top, is not kept.
    await page.getByTestId('toast-match-start').waitFor({ state: 'detached' });
    await eventually(() => announced(page), {
      until: (said) => said.includes('Your next match has started: Final · Match 1.'),
      what: 'the next match announced',
    });
    expect(await announced(page)).toEqual([
      'You won game 1: Spock smashes Scissors',
      'Your opponent has moved.',
      'You won game 2: Rock crushes Scissors',
      'Match over: you won the match, 2–0.',
      'Your next match has started: Final · Match 1.',
    ]);
    // One polite region on the page, none other competing with it.
    expect(await page.locator('[aria-live="polite"], [role="status"], [role="log"]').count()).toBe(1);

    // The rules are one tap away, in the moves' order.
    await page.getByRole('button', { name: 'Rules' }).click();
    const rules = page.getByTestId('rules');
    // The popover mounts on the click; its lines are read once the last of them is there.
    await rules.locator('p').nth(5).waitFor();
    expect(await rules.locator('p').allInnerTexts()).toEqual([
      'Rock crushes Scissors and Lizard',
      'Paper covers Rock, disproves Spock',
      'Scissors cut Paper, decapitate Lizard',
      'Spock smashes Scissors, vaporizes Rock',
      'Lizard poisons Spock, eats Paper',
      'The same move twice is a tie: the game is replayed.',
    ]);
    await page.keyboard.press('Escape');
    await rules.waitFor({ state: 'hidden' });

    // Dark mode follows the system, until the toggle picks a scheme, which a reload remembers.
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    await switchColorScheme(page, 'dark');
    await screenshot(page, 'phone-match-dark');
    // By keyboard, as a player without a pointer would.
    await page.getByRole('button', { name: 'Use light mode' }).focus();
    await page.keyboard.press('Enter');
    expect(await scheme()).toBe('light');
    await page.reload();
    await page.getByTestId('match-complete').waitFor();
    expect(await scheme()).toBe('light');
    await page.context().close();
  }, 180_000);
});
