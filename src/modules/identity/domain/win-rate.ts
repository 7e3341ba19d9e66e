/** Win rate in percent with at most two decimals; 0 before the first match. */
export function winRatePercent(wins: number, losses: number): number {
  const played = wins + losses;
  return played === 0 ? 0 : Math.round((wins / played) * 10000) / 100;
}
