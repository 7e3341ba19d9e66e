import { describe, expect, it } from '@jest/globals';
import { checkInSeconds } from './check-in.js';

describe('check-in window', () => {
  it('is 60 seconds, or a tenth of the move clock when that is longer', () => {
    expect(checkInSeconds(60)).toBe(60);
    expect(checkInSeconds(300)).toBe(60);
    expect(checkInSeconds(3600)).toBe(360);
    expect(checkInSeconds(86_400)).toBe(8640);
  });
});
