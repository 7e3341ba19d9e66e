import { Game } from './game.entity.js';

describe(Game.name, () => {
  it('never serializes its fairness seed, open or complete', () => {
    const game = Object.assign(new Game(3, 1, new Date('2026-11-22T12:00:00Z'), 30), { id: 9 });
    const seed = game.fairnessSeed as string;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(game)).not.toContain(seed);
    expect(JSON.parse(JSON.stringify(game))).toMatchObject({ id: 9, matchId: 3, gameNumber: 1, status: 'IN_PROGRESS' });
    game.complete('ROCK', 'SPOCK', [1, 2], new Date('2026-11-22T12:00:05Z'));
    expect(JSON.stringify(game)).not.toContain(seed);
    expect(game.fairnessSeed).toBe(seed);
  });
});
