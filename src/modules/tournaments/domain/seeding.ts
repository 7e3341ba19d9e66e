import { randomInt } from 'node:crypto';

/** A uniform integer in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

/**
 * A uniformly random order of the players (Fisher–Yates). The default source is the OS CSPRNG, so nobody can
 * predict or steer who meets whom; tests pass their own source.
 */
export function shuffle<T>(items: readonly T[], random: RandomInt = cryptoRandomInt): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
