import { describe, expect, it } from '@jest/globals';
import { hasFilters, houseTableOrder, lobbyQuery } from './lobby-filters';

describe('the lobby filters as the list query sends them', () => {
  it('turns a band into a fee range, and leaves out what is not set', () => {
    expect(lobbyQuery({})).toEqual({});
    expect(lobbyQuery({ fee: 'micro' })).toEqual({ entry_fee_max: '1.00' });
    expect(lobbyQuery({ kind: 'SIT_AND_GO', fee: 'low', pace: 300 })).toEqual({
      kind: 'SIT_AND_GO',
      entry_fee_min: '1.01',
      entry_fee_max: '5.00',
      move_timeout: 300,
    });
    expect(lobbyQuery({ fee: 'high' })).toEqual({ entry_fee_min: '20.01' });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ pace: 60 })).toBe(true);
  });

  it('puts the cheapest house table first, then the smaller one', () => {
    const tables = [
      { entry_fee: '5.00', game_mode: 'CLASSIC' as const, max_players: 8 },
      { entry_fee: '1.00', game_mode: 'BLITZ' as const, max_players: 2 },
      { entry_fee: '2.00', game_mode: 'BLITZ' as const, max_players: 4 },
      { entry_fee: '1.00', game_mode: 'BLITZ' as const, max_players: 4 },
    ];
    expect([...tables].sort(houseTableOrder).map((t) => `${t.entry_fee}/${t.max_players}`)).toEqual([
      '1.00/2',
      '1.00/4',
      '2.00/4',
      '5.00/8',
    ]);
  });
});
