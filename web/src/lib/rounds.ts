import { t } from '@lingui/core/macro';
/**
 * A round's one name on the match page, "Your Matches" and the bracket: the last round is the Final, the one
 * before it the Semi-Finals (when there are more than one), any other "Round N". (The history keeps the spec's
 * "Finals" heading for the last round: spec section 6.)
 */
export function roundLabel(roundNumber: number, totalRounds: number): string {
  if (roundNumber === totalRounds) return t`Final`;
  if (totalRounds > 1 && roundNumber === totalRounds - 1) return t`Semi-Finals`;
  return t`Round ${roundNumber}`;
}

/** A match's name: its round's, or "Third place" for the match the semi-finals' losers play beside the final. */
export function matchLabel(match: { round_number: number; is_third_place: boolean }, totalRounds: number): string {
  return match.is_third_place ? t`Third place` : roundLabel(match.round_number, totalRounds);
}
