import { describe, expect, it } from '@jest/globals';
import { invalidationsFor, mergeInvalidations } from './invalidation';

const keys = (name: string, data: unknown) => invalidationsFor({ name, data }).map((i) => i.queryKey);

describe('invalidationsFor', () => {
  it('a move or a result reloads the match, the Live page, its tournament (turns, bracket, Play Now!) and the lists', () => {
    for (const reason of ['move_made', 'game_completed', 'started']) {
      expect(keys('match', { match_id: 7, tournament_id: 3, reason })).toEqual([
        ['matches', '7'],
        ['live-matches'],
        ['tournaments', 'detail', '3'],
        ['tournaments', 'list'],
      ]);
    }
  });

  it("a match's end also reloads the profile (stats, for every observer) and the leaderboard", () => {
    const items = invalidationsFor({ name: 'match', data: { match_id: 7, tournament_id: 3, reason: 'completed' } });
    expect(items).toContainEqual({ queryKey: ['identity', 'profile'], refetchType: 'all' });
    expect(items.map((i) => i.queryKey)).toContainEqual(['leaderboard']);
  });

  it('a rematch offered, taken or withdrawn reloads the open challenges, where the match page finds the offer', () => {
    for (const reason of ['rematch_offered', 'rematch_accepted', 'rematch_closed'])
      expect(keys('match', { match_id: 7, tournament_id: 3, reason })).toContainEqual(['challenges']);
    expect(keys('match', { match_id: 7, tournament_id: 3, reason: 'move_made' })).not.toContainEqual(['challenges']);
  });

  it('a tournament change of any reason, known or not, reloads that tournament and the lists', () => {
    for (const reason of ['seat_taken', 'something_new']) {
      expect(keys('tournament', { tournament_id: 3, reason })).toEqual([
        ['tournaments', 'list'],
        ['tournaments', 'detail', '3'],
      ]);
    }
  });

  it('the public list and the wallet have their own keys', () => {
    // A tournament that starts or ends starts or ends matches on the Live page.
    expect(keys('tournaments', {})).toEqual([['tournaments', 'list'], ['live-matches']]);
    expect(keys('wallet', {})).toEqual([['wallet'], ['identity', 'profile']]);
  });

  it("an inbox change reloads the bell's count and list, observed or not", () => {
    expect(invalidationsFor({ name: 'notifications', data: { unread: 2 } })).toEqual([
      { queryKey: ['notifications'], refetchType: 'all' },
    ]);
  });

  it('an unknown event or a malformed payload reloads nothing it cannot name', () => {
    expect(keys('weather', { sunny: true })).toEqual([]);
    expect(keys('match', null)).toEqual([]);
  });
});

describe('mergeInvalidations', () => {
  it('keeps one entry per key, and a refetch of all over one of the active', () => {
    const merged = mergeInvalidations([
      [{ queryKey: ['wallet'] }, { queryKey: ['identity', 'profile'] }],
      [{ queryKey: ['identity', 'profile'], refetchType: 'all' }, { queryKey: ['wallet'] }],
    ]);
    expect(merged).toEqual([{ queryKey: ['wallet'] }, { queryKey: ['identity', 'profile'], refetchType: 'all' }]);
  });
});
