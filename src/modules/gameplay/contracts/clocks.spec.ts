import { isDailyPlay, paceLabel, spanWords } from './clocks.js';

describe('clocks', () => {
  it('plays daily from an hour per move', () => {
    expect([60, 300, 3599, 3600, 86_400].map(isDailyPlay)).toEqual([false, false, false, true, true]);
  });

  it.each([
    [17_280, '4 h 48 min'],
    [720, '12 min'],
    [93_600, '1 d 2 h'],
    [86_400, '1 d'],
    [3600, '1 h'],
    [3660, '1 h 1 min'],
    [30, '1 min'],
    [89, '1 min'],
    [91, '2 min'],
  ])('%i seconds read "%s"', (seconds, words) => {
    expect(spanWords(seconds)).toBe(words);
  });

  it('says the pace per move', () => {
    expect(paceLabel(86_400)).toBe('1 day per move');
  });
});
