/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { apiIdleWaiter, launchBrowser, newPage, screenshot, signIn } from '../support/browser.js';
import { join } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const MOVE_TIMEOUT_SECONDS = 60;
const GRACE_SECONDS = 20;

/** Live updates in two browser contexts: the stream, its fallback, the match-start alert, the grace, the reveal. */
describe('Live updates in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp({
      MOVE_TIMEOUT_SECONDS: String(MOVE_TIMEOUT_SECONDS),
      MATCH_START_GRACE_SECONDS: String(GRACE_SECONDS),
      // Tests run the page's clock ahead (page.clock); frequent heartbeats keep its 25 s silence limit far away.
      STREAM_HEARTBEAT_SECONDS: '2',
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /**
   * The player's browser, signed in (the form has tests of its own), before any page loads. `clock`: the page's
   * timers on Playwright's clock, which a test runs ahead instead of waiting.
   */
  async function signedInPage(
    player: Player,
    options: { mobile?: boolean; cutStream?: boolean; clock?: boolean } = {},
  ): Promise<Page> {
    const page = await newPage(browser, t, { mobile: options.mobile, as: player });
    if (options.clock) await page.clock.install();
    if (options.cutStream) await page.route('**/api/stream/**', (route) => route.abort());
    return page;
  }

  /** When each GET to a path matching `pattern` was sent, in ms since the test began. */
  function requestTimes(page: Page, pattern: RegExp): number[] {
    const times: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && pattern.test(new URL(request.url()).pathname)) times.push(Date.now());
    });
    return times;
  }

  /**
   * A positive marker after the page's clock ran: a request the page sends now. Requests go out in order, so any
   * read a timer started during the run has been seen by the time this one is.
   */
  async function markRequests(page: Page): Promise<void> {
    const marker = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/health/live');
    await page.evaluate(() => void fetch('/api/health/live'));
    await marker;
  }

  const live = (page: Page) =>
    page.locator('[data-testid="live-indicator"][data-status="live"]').waitFor({ timeout: 10_000 });

  /** Two funded players seated in a new two-player tournament, so its only match (the final) has started. */
  async function startedFinal(name: string, mode: 'BLITZ' | 'CLASSIC' = 'BLITZ') {
    const [alice, bob] = [
      await fixtures(t).player({ funds: '50.00', name: 'lva' }),
      await fixtures(t).player({ funds: '50.00', name: 'lvb' }),
    ];
    const tournament = await fixtures(t).tournament({ by: alice, name, max_players: 2, game_mode: mode });
    expect((await join(t, bob, tournament.id)).status).toBe(200);
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: alice.access,
      })
    ).body;
    return { alice, bob, tournament, match };
  }

  it("shows the opponent's move within a second, while polling has slowed to the safety net", async () => {
    const { alice, bob, match } = await startedFinal('Live Wire Cup');
    const page = await signedInPage(alice, { clock: true });
    const streams = requestTimes(page, /^\/api\/stream\/$/);
    const matchReads = requestTimes(page, new RegExp(`^/api/matches/${match.id}/$`));
    await page.goto(`/match/${match.id}`);
    await live(page);
    await page.getByTestId('choose-move').waitFor();
    // The query's interval is recomputed after its next read: let one come (the 5 s poll's at the latest), then a
    // quiet spell longer than that poll, both on the page's clock.
    await page.clock.runFor(6000);
    await markRequests(page);
    const readsBefore = matchReads.length;
    await page.clock.runFor(7000);
    await markRequests(page);
    expect(matchReads.slice(readsBefore)).toEqual([]);

    const movedAt = Date.now();
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: match.current_game_id } },
          body: { choice: 'SPOCK' },
          token: bob.access,
        })
      ).status,
    ).toBe(200);
    await page.getByTestId('opponent-moved').waitFor({ timeout: 3000 });
    expect(Date.now() - movedAt).toBeLessThan(1000);
    // One stream for the tab (the page load above opened it; nothing since has opened another).
    expect(streams).toHaveLength(1);
    await screenshot(page, 'live-indicator-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('live-indicator').click();
    await page.getByText('Live updates on').waitFor();
    await screenshot(page, 'live-indicator-phone');
    await page.context().close();
  }, 60_000);

  it("polls at the spec's intervals when the stream is cut, and says updates are not live", async () => {
    const { alice, match } = await startedFinal('Cut Cable Cup');
    const page = await signedInPage(alice, { cutStream: true, clock: true });
    // Each read is stamped by the page's own clock, which the test runs ahead in steps instead of waiting; a
    // step ends when the reads it started have come back, as they would between the polls.
    await page.addInitScript(() => {
      const log = { sent: [] as { path: string; at: number }[], inFlight: 0, streamFailures: 0 };
      (window as unknown as { reads_: typeof log }).reads_ = log;
      const fetchFirst = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
        const url = input instanceof Request ? input.url : String(input);
        // The lobby's house tables row (issue 32 §5) polls the same path with kind=SIT_AND_GO: a poll of its own.
        const read = new URL(url, location.href);
        const path = read.searchParams.get('kind') === 'SIT_AND_GO' ? `${read.pathname}#house` : read.pathname;
        if (method.toUpperCase() === 'GET') log.sent.push({ path, at: Date.now() });
        log.inFlight += 1;
        return fetchFirst(input, init)
          .catch((error: unknown) => {
            if (url.includes('/api/stream/')) log.streamFailures += 1;
            throw error;
          })
          .finally(() => (log.inFlight -= 1));
      };
      // A read is done when its body has been read too: the app's query takes the answer (and restarts its poll
      // timer) in the microtasks right after, before the test moves the page's clock again. Counting only the
      // fetch let a loaded machine move the clock while a body was still arriving, which pushed the next poll
      // back by the steps that passed (a 5 s gap in a 3 s poll).
      for (const name of ['json', 'text'] as const) {
        const descriptor = Object.getOwnPropertyDescriptor(Response.prototype, name);
        const read = descriptor?.value as (this: Response) => Promise<unknown>;
        Object.defineProperty(Response.prototype, name, {
          configurable: true,
          value(this: Response) {
            log.inFlight += 1;
            return read.call(this).finally(() => (log.inFlight -= 1));
          },
        });
      }
    });
    type ReadLog = { reads_: { sent: { path: string; at: number }[]; inFlight: number; streamFailures: number } };
    const readTimes = (path: string) =>
      page.evaluate(
        (wanted) =>
          (window as unknown as ReadLog).reads_.sent.filter((read) => read.path === wanted).map((read) => read.at),
        path,
      );
    const runClock = async (ms: number) => {
      for (let ran = 0; ran < ms; ran += 500) {
        await page.clock.runFor(500);
        await eventually(() => page.evaluate(() => (window as unknown as ReadLog).reads_.inFlight === 0), {
          interval: 20,
        });
      }
    };
    // The stream is tried once its chunk has loaded, and its first failure reads everything on screen again.
    // The clock runs only after that read is sent: a loaded run ran it first, and the read fell between two polls.
    const openWithStreamCut = async (path: string) => {
      await page.goto(path);
      await eventually(() =>
        page.evaluate(() => {
          const log = (window as unknown as ReadLog).reads_;
          return log.streamFailures > 0 && log.inFlight === 0;
        }),
      );
    };
    await page.goto('/dashboard');
    await page.locator('[data-testid="live-indicator"][data-status="down"]').waitFor();
    await openWithStreamCut('/tournaments');
    await eventually(async () => (await readTimes('/api/tournaments/')).length > 0);
    await runClock(10_500);
    const listReads = await readTimes('/api/tournaments/');
    const listGaps = listReads.slice(1).map((at, i) => at - listReads[i]);
    expect(listGaps.length).toBeGreaterThanOrEqual(2);
    for (const gap of listGaps.slice(1)) {
      expect(gap).toBeGreaterThan(2500);
      expect(gap).toBeLessThan(4500);
    }
    // The house tables row keeps the list's pace too.
    const houseReads = await readTimes('/api/tournaments/#house');
    const houseGaps = houseReads.slice(1).map((at, i) => at - houseReads[i]);
    expect(houseGaps.length).toBeGreaterThanOrEqual(2);
    for (const gap of houseGaps.slice(1)) {
      expect(gap).toBeGreaterThan(2500);
      expect(gap).toBeLessThan(4500);
    }

    await openWithStreamCut(`/match/${match.id}`);
    await page.getByTestId('choose-move').waitFor();
    await runClock(11_000);
    const matchReads = await readTimes(`/api/matches/${match.id}/`);
    const matchGaps = matchReads.slice(1).map((at, i) => at - matchReads[i]);
    expect(matchGaps.length).toBeGreaterThanOrEqual(2);
    for (const gap of matchGaps.slice(1)) {
      expect(gap).toBeGreaterThan(4500);
      expect(gap).toBeLessThan(6500);
    }
    await page.getByTestId('live-indicator').click();
    await page.getByText('Live updates off').waitFor();
    await screenshot(page, 'live-indicator-offline');

    await page.context().close();
  }, 60_000);

  it('reconnects on its own when the stream comes back, and reads again what is on screen', async () => {
    const alice = await fixtures(t).player({ funds: '50.00', name: 'lvr' });
    const page = await signedInPage(alice, { cutStream: true });
    const streamTries = requestTimes(page, /^\/api\/stream\/$/);
    // The wallet's reads are not polled: a read after the reconnect can only be the reconnect's.
    const walletReads = requestTimes(page, /^\/api\/economy\/wallet\/me\/$/);
    const apiIdle = apiIdleWaiter(page);
    await page.goto('/wallet');
    await page.locator('[data-testid="live-indicator"][data-status="down"]').waitFor();
    await page.getByText('Recent Transactions').waitFor();
    await apiIdle();
    const readsBefore = walletReads.length;
    await page.unroute('**/api/stream/**');
    await page.locator('[data-testid="live-indicator"][data-status="live"]').waitFor({ timeout: 20_000 });
    const connectedAt = streamTries[streamTries.length - 1];
    const [firstAfter] = await eventually(() => walletReads.slice(readsBefore), { until: (after) => after.length > 0 });
    expect(firstAfter - connectedAt).toBeLessThan(1000);
    await page.context().close();
  }, 60_000);

  for (const mobile of [false, true]) {
    it(`alerts on /wallet when a match of yours starts, until you act on it (${mobile ? 'phone' : 'desktop'})`, async () => {
      const [alice, bob] = [
        await fixtures(t).player({ funds: '50.00', name: 'lvc' }),
        await fixtures(t).player({ funds: '50.00', name: 'lvd' }),
      ];
      const tournament = await fixtures(t).tournament({ by: alice, name: 'Wake Up Cup', max_players: 2 });
      const page = await signedInPage(alice, { mobile, clock: true });
      await page.goto('/wallet');
      await live(page);
      expect(await page.title()).toBe('Spockout');

      expect((await join(t, bob, tournament.id)).status).toBe(200);
      const toast = page.getByTestId('toast-match-start');
      await toast.waitFor({ timeout: 3000 });
      await toast.getByText('Your match has started').waitFor();
      await page.waitForFunction(() => document.title === 'Your move – Spockout');
      await screenshot(page, mobile ? 'live-match-start-toast-phone' : 'live-match-start-toast');
      // It stays: no timeout closes it (a passing toast's would have, within 5 s on the page's clock).
      await page.clock.runFor(6000);
      expect(await toast.isVisible()).toBe(true);

      const [match] = (
        await t.api.get('/api/tournaments/{id}/my_matches', {
          params: { path: { id: tournament.id } },
          token: alice.access,
        })
      ).body;
      await toast.getByRole('button', { name: 'Play now' }).click();
      await page.waitForURL(`**/match/${match.id}`);
      await page.waitForFunction(() => document.title === 'Spockout');
      await page.getByTestId('toast-match-start').waitFor({ state: 'detached' });
      await page.context().close();
    }, 60_000);
  }

  it('shows one deadline through the grace, the grace and the move time together, and says the match is starting', async () => {
    const { alice, match } = await startedFinal('Grace Note Cup');
    const page = await signedInPage(alice, { clock: true });
    await page.goto(`/match/${match.id}`);
    const clock = page.locator('[data-testid="countdown"][data-grace="true"]');
    await clock.getByTestId('countdown-label').getByText('Match starting · you can move now').waitFor();
    const left = async () => {
      const [minutes, seconds] = (await page.getByTestId('countdown-seconds').innerText()).split(':').map(Number);
      return minutes * 60 + seconds;
    };
    const before = await left();
    // One deadline (issue 34 §3): past the move time by the grace still to run, never a grace count of its own.
    expect(before).toBeGreaterThan(MOVE_TIMEOUT_SECONDS);
    expect(before).toBeLessThanOrEqual(MOVE_TIMEOUT_SECONDS + GRACE_SECONDS);
    expect(await page.getByTestId('match-starting').count()).toBe(0);
    await page.clock.runFor(2500);
    // The clock's last tick is drawn by React after runFor returns, so the figure is waited on: 2.5 s off a
    // whole-second countdown take at least 2 off it.
    await eventually(left, { until: (seconds) => seconds <= before - 2 });
    // The screen reader's timer holds the same deadline.
    const timer = page.getByRole('timer').filter({ hasText: /^Your move: / });
    expect(await timer.textContent()).toMatch(/^Your move: \d:\d\d left\. Match starting · you can move now\.$/);
    await screenshot(page, 'live-match-starting');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'live-match-starting-phone');
    await page.context().close();
  }, 60_000);

  it('the dashboard and the tournament card say "Play Now!" for a match waiting on the player, live', async () => {
    const [alice, bob] = [
      await fixtures(t).player({ funds: '50.00', name: 'lve' }),
      await fixtures(t).player({ funds: '50.00', name: 'lvf' }),
    ];
    const tournament = await fixtures(t).tournament({ by: alice, name: 'Your Turn Cup', max_players: 2 });
    const page = await signedInPage(alice);
    await page.goto('/dashboard');
    await live(page);
    expect(await page.getByTestId('play-now-dashboard').count()).toBe(0);
    expect((await join(t, bob, tournament.id)).status).toBe(200);
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: alice.access,
      })
    ).body;
    await page.getByTestId('play-now-dashboard').waitFor({ timeout: 3000 });

    await page.goto('/tournaments?tab=mine');
    const card = page.locator(`[data-testid="tournament-card"][data-tournament-id="${tournament.id}"]`);
    await card.getByTestId('play-now-card').waitFor();
    // Her move is in: the card no longer asks for it.
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: match.current_game_id } },
          body: { choice: 'ROCK' },
          token: alice.access,
        })
      ).status,
    ).toBe(200);
    await card.getByTestId('play-now-card').waitFor({ state: 'detached', timeout: 3000 });
    await page.context().close();
  }, 60_000);

  it("the winner's panel links to their next match, or says it waits for their opponent", async () => {
    const players = [
      await fixtures(t).player({ funds: '50.00', name: 'lvg' }),
      await fixtures(t).player({ funds: '50.00', name: 'lvh' }),
      await fixtures(t).player({ funds: '50.00', name: 'lvi' }),
      await fixtures(t).player({ funds: '50.00', name: 'lvj' }),
    ];
    const tournament = await fixtures(t).tournament({ by: players[0], name: 'Onward Cup', max_players: 4 });
    for (const player of players.slice(1)) expect((await join(t, player, tournament.id)).status).toBe(200);
    const bracket = (
      await t.api.get('/api/tournaments/{id}/bracket', {
        params: { path: { id: tournament.id } },
        token: players[0].access,
      })
    ).body;
    const [first, second] = bracket.round_1 as { id: number; player1: number; player2: number }[];
    const byId = (id: number) => players.find((p) => p.id === id)!;
    const winner = byId(first.player1);
    const page = await signedInPage(winner);
    await page.goto(`/match/${first.id}`);
    await live(page);
    const play = async (matchId: number, p1: Player, p2: Player) => {
      const game = (
        await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: p1.access })
      ).body;
      expect(
        (
          await t.api.post('/api/games/{id}/submit_choice', {
            params: { path: { id: game.id } },
            body: { choice: 'ROCK' },
            token: p2.access,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await t.api.post('/api/games/{id}/submit_choice', {
            params: { path: { id: game.id } },
            body: { choice: 'PAPER' },
            token: p1.access,
          })
        ).status,
      ).toBe(200);
    };
    await play(first.id, winner, byId(first.player2));
    await page.getByTestId('next-match-waiting').waitFor({ timeout: 5000 });
    await play(second.id, byId(second.player1), byId(second.player2));
    const next = page.getByTestId('next-match-link');
    await next.waitFor({ timeout: 5000 });
    await next.click();
    await page.waitForURL((url) => /\/match\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/match/${first.id}`));
    await page.getByText('Final').first().waitFor();
    await page.context().close();
  }, 60_000);

  it('asks for browser notifications only from the button, then notifies of a match start', async () => {
    const [alice, bob] = [
      await fixtures(t).player({ funds: '50.00', name: 'lvk' }),
      await fixtures(t).player({ funds: '50.00', name: 'lvl' }),
    ];
    const tournament = await fixtures(t).tournament({ by: alice, name: 'Bell Ringer Cup', max_players: 2 });
    const page = await signedInPage(alice);
    // A stand-in for the browser's Notification that records what the app asks of it.
    await page.context().addInitScript(() => {
      const log = { asked: 0, shown: [] as string[] };
      (window as unknown as { alerts_: typeof log }).alerts_ = log;
      class FakeNotification {
        static permission: NotificationPermission = 'default';
        static requestPermission(): Promise<NotificationPermission> {
          log.asked += 1;
          FakeNotification.permission = 'granted';
          return Promise.resolve('granted');
        }
        onclick: (() => void) | null = null;
        constructor(title: string) {
          log.shown.push(title);
        }
        close(): void {}
      }
      Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
    });
    await page.goto('/dashboard');
    await live(page);
    const alerts = () =>
      page.evaluate(() => (window as unknown as { alerts_: { asked: number; shown: string[] } }).alerts_);
    expect((await alerts()).asked).toBe(0);

    await page.getByTestId('live-indicator').click();
    await page.getByTestId('enable-alerts').click();
    await page.getByText('Browser alerts are on for match starts.').waitFor();
    expect((await alerts()).asked).toBe(1);

    expect((await join(t, bob, tournament.id)).status).toBe(200);
    await page.getByTestId('toast-match-start').waitFor({ timeout: 3000 });
    expect((await alerts()).shown).toEqual(['Your match has started']);
    await page.context().close();
  }, 60_000);

  /** Samples the page every frame: what the score, the match's end and the history showed, and whether a reveal was on. */
  async function watchFrames(page: Page): Promise<void> {
    await page.evaluate(() => {
      const frames: { revealing: boolean; complete: boolean; scores: string; history: number; result: boolean }[] = [];
      (window as unknown as { frames_: typeof frames }).frames_ = frames;
      const sample = () => {
        frames.push({
          revealing: document.querySelector('[data-testid="revealing"]') !== null,
          complete: document.querySelector('[data-testid="match-complete"]') !== null,
          scores: `${document.querySelector('[data-testid="score-left"]')?.textContent}-${document.querySelector('[data-testid="score-right"]')?.textContent}`,
          history: document.querySelectorAll('[data-testid="history-game"]').length,
          result: document.querySelector('[data-testid="game-result"]') !== null,
        });
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  }

  type Frame = { revealing: boolean; complete: boolean; scores: string; history: number; result: boolean };
  const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);

  it("the final's reveal gives nothing away, for either player", async () => {
    const { alice, bob, match } = await startedFinal('Poker Face Final');
    const [pageA, pageB] = [await signedInPage(alice), await signedInPage(bob)];
    for (const page of [pageA, pageB]) {
      await page.goto(`/match/${match.id}`);
      await live(page);
      await page.getByTestId('choose-move').waitFor();
      await watchFrames(page);
    }
    await pageA.getByTestId('choice-ROCK').click();
    await pageA.getByTestId('submit-choice').click();
    await pageA.getByTestId('waiting-panel').waitFor();
    await pageB.getByTestId('opponent-moved').waitFor();
    await pageB.getByTestId('choice-SCISSORS').click();
    await pageB.getByTestId('submit-choice').click();

    for (const page of [pageA, pageB]) {
      await page.getByTestId('match-complete').waitFor({ timeout: 10_000 });
      const frames = await framesOf(page);
      const firstReveal = frames.findIndex((f) => f.revealing);
      const firstComplete = frames.findIndex((f) => f.complete);
      // Each player gets the reveal, and nothing of the result shows before it or under it.
      expect(firstReveal).toBeGreaterThanOrEqual(0);
      expect(firstComplete).toBeGreaterThan(firstReveal);
      const beforeEnd = frames.slice(0, firstComplete);
      expect(beforeEnd.filter((f) => f.complete || f.result || f.history > 0 || f.scores !== '0-0')).toEqual([]);
      expect(frames.slice(firstComplete).some((f) => f.revealing)).toBe(false);
    }
    await pageA.context().close();
    await pageB.context().close();
  }, 60_000);
});

/** The stream's life with the session: a token that expires, a session that ends elsewhere. */
describe('Live stream and the session', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp({ ACCESS_TOKEN_TTL: '6s' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  /** Through the form: the token's life from that sign-in is what these tests follow. */
  async function signedIn(player: Player): Promise<Page> {
    const page = await newPage(browser, t);
    await signIn(page, player);
    await page.locator('[data-testid="live-indicator"][data-status="live"]').waitFor();
    return page;
  }

  it('reconnects with a refreshed token when the access token expires, and stays live', async () => {
    const [alice, bob] = [
      await fixtures(t).player({ funds: '50.00', name: 'lsa' }),
      await fixtures(t).player({ funds: '50.00', name: 'lsb' }),
    ];
    const tournament = await fixtures(t).tournament({ by: alice, max_players: 2 });
    const page = await signedIn(alice);
    const streams: number[] = [];
    const refreshes: number[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/stream/') streams.push(Date.now());
      if (path === '/api/auth/token/refresh/') refreshes.push(Date.now());
    });
    // Records whether the indicator ever left "live" while the token turned over.
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { statuses_: Set<string> }).statuses_ = seen;
      const sample = () => {
        seen.add(document.querySelector('[data-testid="live-indicator"]')?.getAttribute('data-status') ?? 'none');
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    // The token expires 6 s after the sign-in: the stream ends, the token is refreshed, a new stream opens.
    await eventually(() => refreshes.length > 0 && streams.some((at) => at >= refreshes[0]), { timeout: 15_000 });
    await page.locator('[data-testid="live-indicator"][data-status="live"]').waitFor();
    expect(await page.evaluate(() => [...(window as unknown as { statuses_: Set<string> }).statuses_])).toEqual([
      'live',
    ]);

    // And the reconnected stream still brings news (Bob's own token expired meanwhile too).
    const bobLogin = await t.api.post('/api/accounts/login', {
      body: { username: bob.username, password: bob.password },
    });
    expect((await join(t, { ...bob, access: bobLogin.body.tokens.access }, tournament.id)).status).toBe(200);
    await page.getByTestId('toast-match-start').waitFor({ timeout: 3000 });
    await page.context().close();
  }, 60_000);

  it('goes to the login page when the session ends elsewhere and cannot be refreshed', async () => {
    const alice = await fixtures(t).player({ funds: '50.00', name: 'lsc' });
    const page = await signedIn(alice);
    await page.goto('/wallet');
    const refresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
    expect((await t.api.post('/api/accounts/logout', { body: { refresh: refresh ?? '' } })).status).toBeLessThan(300);
    // Either way there: the stream's end (refused refresh) signs out to /login, or a request of the page refused
    // first sends it to /login with the page to come back to.
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    expect([null, '/wallet']).toContain(new URL(page.url()).searchParams.get('redirect'));
  }, 60_000);
});
