/**
 * The prize a tournament pays, computed exactly as the server's `prizeSplit`
 * (src/modules/tournaments/domain/tournament-rules.ts): every fee together, less the house's rake in whole
 * percent, rounded down in cents so rounding never goes against the players. test/unit/prize-agreement.test.ts
 * holds the two to the same answers.
 */
export interface PrizeSplit {
  grossCents: number;
  rakeCents: number;
  prizeCents: number;
}

export function prizeSplit(entryFeeCents: number, players: number, rakePercent: number): PrizeSplit {
  const grossCents = entryFeeCents * players;
  const rakeCents = Math.floor((grossCents * rakePercent) / 100);
  return { grossCents, rakeCents, prizeCents: grossCents - rakeCents };
}
