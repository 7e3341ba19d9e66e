import { describe, expect, it } from '@jest/globals';
import { commitmentOf, fairMoveOf, verifyGame } from './fairness';

/** The fixed vectors of docs/fairness.md (computed with Python's hashlib and hmac). */
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const COMMITMENT = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const bytes = () => Uint8Array.from({ length: 32 }, (_, i) => i);

describe('fairness in the browser', () => {
  it('computes the commitment and the moves of the fixed vectors with WebCrypto', async () => {
    expect(await commitmentOf(bytes())).toBe(COMMITMENT);
    expect(await fairMoveOf(bytes(), 1, 1)).toBe('ROCK');
    expect(await fairMoveOf(bytes(), 2, 3)).toBe('PAPER');
    expect(await fairMoveOf(bytes(), 42, 7)).toBe('SCISSORS');
    expect(await fairMoveOf(bytes(), 7, 9)).toBe('SPOCK');
    expect(await fairMoveOf(bytes(), 12345, 678)).toBe('LIZARD');
  });

  it('verifies a game whose automatic move follows from the seed', async () => {
    const result = await verifyGame(42, { commitment: COMMITMENT, seed: SEED }, [
      { userId: 7, name: 'ann', choice: 'SCISSORS', auto: true },
      { userId: 8, name: 'bo', choice: 'ROCK', auto: false },
    ]);
    expect(result.ok).toBe(true);
    expect(result.lines).toEqual([
      expect.stringContaining('published commitment'),
      "ann's random move SCISSORS follows from the seed",
    ]);
  });

  it('names each mismatch: a commitment that is not the seed, a move that is not the derivation', async () => {
    const result = await verifyGame(42, { commitment: 'ff'.repeat(32), seed: SEED }, [
      { userId: 7, name: 'ann', choice: 'ROCK', auto: true },
    ]);
    expect(result.ok).toBe(false);
    expect(result.lines).toEqual([
      expect.stringMatching(/^Mismatch: the seed hashes to 630dcd2966c4/),
      'Mismatch: the seed gives ann SCISSORS, the game shows ROCK',
    ]);
  });

  it('refuses a game without a revealed seed', async () => {
    expect((await verifyGame(1, { commitment: COMMITMENT, seed: null }, [])).ok).toBe(false);
    expect((await verifyGame(1, null, [])).ok).toBe(false);
  });
});
