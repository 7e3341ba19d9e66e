export const ELO_K = 32;

/** New ratings after one decided match, by Elo with K = 32. */
export function eloAfterMatch(winnerRating: number, loserRating: number): { winner: number; loser: number } {
  const expectedWinner = 1 / (1 + 10 ** ((loserRating - winnerRating) / 400));
  const delta = Math.round(ELO_K * (1 - expectedWinner));
  return { winner: winnerRating + delta, loser: loserRating - delta };
}
