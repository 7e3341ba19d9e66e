import { join } from '../support/tournament-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

/**
 * `my_match_id_to_play` on every tournament view: the viewer's match that waits on their move, so a card and the
 * dashboard can say "Play Now!" without a request per tournament.
 */
describe('my_match_id_to_play', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await closeAll(t);
  });

  const inList = async (path: string, viewer: Player, id: number) =>
    (
      (await t.api.raw('GET', `/api${path}`, { token: viewer.access })).body.results as {
        id: number;
        my_match_id_to_play: number | null;
      }[]
    ).find((x) => x.id === id)?.my_match_id_to_play;
  const inDetail = async (viewer: Player, id: number) =>
    (await t.api.get('/api/tournaments/{id}', { params: { path: { id } }, token: viewer.access })).body
      .my_match_id_to_play;

  it('names the match waiting on each player, in the lists and the detail, until their move is in', async () => {
    const [alice, bob, carol] = [
      await fixtures(t).player({ funds: '100.00' }),
      await fixtures(t).player({ funds: '100.00' }),
      await fixtures(t).player({ funds: '100.00' }),
    ];
    const tournament = await fixtures(t).tournament({ by: alice, max_players: 2, game_mode: 'CLASSIC' });
    expect(await inDetail(alice, tournament.id)).toBeNull();
    expect((await join(t, bob, tournament.id)).status).toBe(200);
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: alice.access,
      })
    ).body;

    for (const player of [alice, bob]) {
      expect(await inDetail(player, tournament.id)).toBe(match.id);
      expect(await inList('/tournaments/my_tournaments/', player, tournament.id)).toBe(match.id);
      expect(await inList('/tournaments/?status=ACTIVE', player, tournament.id)).toBe(match.id);
    }
    // Someone who does not play in it has nothing to play.
    expect(await inDetail(carol, tournament.id)).toBeNull();
    expect(await inList('/tournaments/?status=ACTIVE', carol, tournament.id)).toBeNull();

    // Alice's move is in: the match now waits on Bob alone.
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: match.current_game_id } },
          body: { choice: 'ROCK' },
          token: alice.access,
        })
      ).status,
    ).toBe(200);
    expect(await inDetail(alice, tournament.id)).toBeNull();
    expect(await inDetail(bob, tournament.id)).toBe(match.id);

    // Bob's completes the game (rock beats lizard): the next game waits on both again.
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: match.current_game_id } },
          body: { choice: 'LIZARD' },
          token: bob.access,
        })
      ).status,
    ).toBe(200);
    expect(await inDetail(alice, tournament.id)).toBe(match.id);
  });

  it('is null once the match is over', async () => {
    const [alice, bob] = [await fixtures(t).player({ funds: '100.00' }), await fixtures(t).player({ funds: '100.00' })];
    const tournament = await fixtures(t).tournament({ by: alice, max_players: 2, game_mode: 'BLITZ' });
    expect((await join(t, bob, tournament.id)).status).toBe(200);
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: alice.access,
      })
    ).body;
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: match.current_game_id } },
          body: { choice: 'PAPER' },
          token: alice.access,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: match.current_game_id } },
          body: { choice: 'ROCK' },
          token: bob.access,
        })
      ).status,
    ).toBe(200);
    for (const player of [alice, bob]) {
      expect(await inDetail(player, tournament.id)).toBeNull();
      expect(await inList('/tournaments/my_tournaments/', player, tournament.id)).toBeNull();
    }
  });
});
