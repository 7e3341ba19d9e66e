import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { expectAccessible } from '../support/axe.js';
import { launchBrowser, newPage, screenshot, signIn, switchColorScheme } from '../support/browser.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';
import { matchOf, winMatch } from '../support/notification-helpers.js';

/** Issue 33 §1: a challenge made on a player's page, its link opened signed out, accepted into a match. */
describe('Challenges in the browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeAll(browser, t);
  });

  it('challenges a player from their page; the link, opened signed out, signs them in and back, and accepting starts the match', async () => {
    const alice = await fixtures(t).player({ funds: '20.00', name: 'cha' });
    const bob = await fixtures(t).player({ funds: '20.00', name: 'chb' });

    const page = await newPage(browser, t, { as: alice });
    await page.goto(`/player/${bob.username}`);
    await page.getByTestId('player-challenge').click();
    const form = page.getByTestId('challenge-form');
    await form.getByTestId('challenge-entry-fee').fill('5');
    // The select's label names its input and its list: the input comes first.
    await form.getByLabel('Game Mode').first().click();
    await page.getByRole('option', { name: 'Blitz (Best of 1)' }).click();
    await form.getByTestId('challenge-prize').waitFor();
    await form.getByRole('button', { name: 'Send challenge' }).click();
    const made = page.getByTestId('challenge-made');
    await made.getByText(`${bob.username} has been told`).waitFor();
    const link = await made.getByTestId('challenge-link-url').inputValue();
    expect(link).toMatch(new RegExp(`^${t.url}/challenge/[A-Za-z0-9_-]{20,}$`));
    expect(await fixtures(t).balanceOf(alice)).toBe(1500);

    // Bob opens the link in a browser where nobody is signed in: sign in, then straight back to the challenge.
    const bobs = await newPage(browser, t, { mobile: true });
    await bobs.goto(new URL(link).pathname);
    await bobs.waitForURL('**/login?**');
    await signIn(bobs, bob, '**/challenge/**');
    await bobs.getByTestId('challenge-title').getByText(`${alice.username} challenges you`).waitFor();
    await bobs.getByTestId('challenge-status').getByText('Open').waitFor();
    await expectAccessible(bobs, 'challenge page (phone, light)');
    await screenshot(bobs, 'challenge-phone-light');
    await bobs.getByTestId('challenge-accept').click();
    await bobs.getByTestId('challenge-confirm-accept').click();
    await bobs.waitForURL('**/tournament/**');
    // Both were there: the match starts at once, and Bob's page offers his move.
    await bobs.getByTestId('tournament-status').getByText('In Progress').waitFor();
    expect(await fixtures(t).balanceOf(bob)).toBe(1500);

    // And played: Bob's Rock on his phone, Alice's Scissors from hers (the API), and Bob wins the 9.50.
    await bobs
      .getByRole('link', { name: /Play Now!/ })
      .first()
      .click();
    await bobs.getByTestId('choice-ROCK').click();
    await bobs.getByTestId('submit-choice').click();
    const matchId = Number(new URL(bobs.url()).pathname.split('/').at(-1));
    const game = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: alice.access })
    ).body;
    const theirs = await t.api.post('/api/games/{id}/submit_choice', {
      params: { path: { id: game.id } },
      body: { choice: 'SCISSORS' },
      token: alice.access,
    });
    expect(theirs.status).toBe(200);
    await bobs.getByTestId('match-complete').getByText('You won the match!').waitFor();

    // Alice's page says so and leads to the match.
    await page.getByRole('link', { name: 'Open challenge' }).click();
    await page.getByTestId('challenge-status').getByText('Accepted').waitFor();
    await page.getByRole('link', { name: 'Go to the match' }).waitFor();
  });

  it('opens a friendly challenge to whoever has the link, listed for its maker until accepted, light and dark', async () => {
    const carol = await fixtures(t).player({ funds: '0', name: 'chc' });
    const dave = await fixtures(t).player({ funds: '0', name: 'chd' });
    const page = await newPage(browser, t, { as: carol, motion: 'no-preference' });
    await page.goto('/tournaments');
    await page.getByTestId('challenge-button').click();
    const form = page.getByTestId('challenge-form');
    await form.getByTestId('challenge-friendly').check();
    await form.getByRole('button', { name: 'Send challenge' }).click();
    const made = page.getByTestId('challenge-made');
    await made.getByText('the first player to accept it plays you').waitFor();
    const link = await made.getByTestId('challenge-link-url').inputValue();
    await made.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('open-challenges').getByText('Your open challenge').waitFor();
    // Its tournament's page, its maker's only, offers no invite link: the challenge's own link is the way in.
    const [mine] = (await t.api.get('/api/challenges', { token: carol.access })).body.results;
    await page.goto(`/tournament/${mine.tournament}`);
    await page.getByTestId('tournament-status').waitFor();
    expect(await page.getByTestId('tournament-invite').count()).toBe(0);

    const daves = await newPage(browser, t, { as: dave, motion: 'no-preference' });
    await daves.goto(new URL(link).pathname);
    await daves.getByTestId('challenge-status').getByText('Open').waitFor();
    await daves.getByText('Friendly (no stakes)').waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(daves, scheme);
      await expectAccessible(daves, `friendly challenge (desktop, ${scheme})`);
      await screenshot(daves, `challenge-desktop-${scheme}`);
    }
    // A friendly asks nothing first: no fee to confirm.
    await daves.getByTestId('challenge-accept').click();
    await daves.waitForURL('**/tournament/**');
    // Accepted, it leaves its maker's open challenges, and its page says who took it.
    const open = await t.api.get('/api/challenges', { token: carol.access });
    expect(open.body.count).toBe(0);
    await page.goto(new URL(link).pathname);
    await page.getByTestId('challenge-closed').getByText(`${dave.username} accepted`).waitFor();
  });

  it('says an unknown link is not a challenge', async () => {
    const erin = await fixtures(t).player({ name: 'che' });
    const page = await newPage(browser, t, { as: erin });
    await page.goto('/challenge/not-a-real-token-at-all');
    await page.getByTestId('challenge-not-found').getByText('Challenge not found').waitFor();
  });

  it('offers an invite link on a tournament still waiting for players', async () => {
    const frank: Player = await fixtures(t).player({ funds: '10.00', name: 'chf' });
    const cup = await fixtures(t).tournament({ by: frank, name: 'Bring Friends', entry_fee: '1.00' });
    const page = await newPage(browser, t, { as: frank });
    await page.goto(`/tournament/${cup.id}`);
    expect(await page.getByTestId('tournament-invite-url').inputValue()).toBe(`${t.url}/tournament/${cup.id}`);
    await page.getByTestId('tournament-invite').getByRole('button', { name: 'Copy invite link' }).waitFor();
  });

  it('offers a rematch from the match page: the other player sees it live, accepts, and is in the new match', async () => {
    const [alice, bob] = await Promise.all([
      fixtures(t).player({ funds: '20.00', name: 'rma' }),
      fixtures(t).player({ funds: '20.00', name: 'rmb' }),
    ]);
    const cup = await fixtures(t).tournament({ by: alice, max_players: 2, entry_fee: '2.00', joinedBy: [bob] });
    const matchId = await matchOf(t, alice, cup.id, 1);
    await winMatch(t, alice, bob, matchId);
    const [alices, bobs] = await Promise.all([
      newPage(browser, t, { as: alice }),
      newPage(browser, t, { as: bob, mobile: true }),
    ]);
    await Promise.all([alices.goto(`/match/${matchId}`), bobs.goto(`/match/${matchId}`)]);
    await bobs.getByTestId('rematch-button').waitFor();
    await alices.getByTestId('rematch-button').click();
    await alices.getByTestId('rematch-waiting').waitFor();
    // Bob's page was open before the offer: it arrives by the stream, not by a reload.
    const offer = bobs.getByTestId('rematch-offer');
    await offer.getByText(`${alice.username} wants a rematch`).waitFor();
    await expectAccessible(bobs, 'rematch offer (phone, light)');
    await screenshot(bobs, 'rematch-offer-phone');
    await offer.getByTestId('rematch-accept').click();
    await bobs.waitForURL((url) => /^\/match\/\d+$/.test(url.pathname) && url.pathname !== `/match/${matchId}`);
    expect(await fixtures(t).balanceOf(bob)).toBe(1600);
  });
});
