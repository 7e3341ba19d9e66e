import { describe, expect, it } from '@jest/globals';
import { CREATE_DEFAULTS, createTournamentSchema, minPlayersFor, widestPayoutsFor } from './create-schema';
import { payoutData } from './create-options';

const values = (over: Partial<typeof CREATE_DEFAULTS>) => ({ ...CREATE_DEFAULTS, name: 'Cup', ...over });

describe('the create form: prizes and pace (issue 32)', () => {
  it('sends the table and the clock as the API reads them', () => {
    expect(
      createTournamentSchema.parse(values({ max_players: '8', payouts: '50,30,20', move_timeout: '86400' })),
    ).toMatchObject({
      max_players: 8,
      payouts: [50, 30, 20],
      move_timeout: 86_400,
    });
    expect(createTournamentSchema.parse(values({}))).toMatchObject({ payouts: [100], move_timeout: 60 });
  });

  it('refuses a table the seats are too few for, on the Prizes field', () => {
    const result = createTournamentSchema.safeParse(values({ max_players: '4', payouts: '50,30,20' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['payouts', 'Paying 3 places needs at least 8 players.'],
    ]);
  });

  it('offers each table from the players it needs, saying why not before', () => {
    expect(payoutData(4)).toEqual([
      { value: '100', label: 'Winner takes all', disabled: false },
      { value: '70,30', label: 'Top 2: 70% / 30%', disabled: false },
      { value: '50,30,20', label: 'Top 3: 50% / 30% / 20% (needs 8+ players)', disabled: true },
    ]);
    expect([minPlayersFor('100'), minPlayersFor('70,30'), minPlayersFor('50,30,20')]).toEqual([2, 4, 8]);
    expect([2, 4, 8, 256].map(widestPayoutsFor)).toEqual(['100', '70,30', '50,30,20', '50,30,20']);
  });
});
