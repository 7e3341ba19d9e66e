import { Command } from '@nestjs/cqrs';

/**
 * Creates every match of a knockout bracket at once: round 1 with its pairs (started at once, first game
 * open), later rounds with empty slots. Sent by tournaments inside the transaction that starts the tournament.
 */
export class CreateBracketMatches extends Command<void> {
  constructor(
    readonly tournamentId: number,
    readonly tournamentName: string,
    /** 1 for BLITZ, 3 for CLASSIC. */
    readonly maxGames: number,
    readonly totalRounds: number,
    /**
     * Round 1 pairs in match-number order: pairs[i] plays match i + 1. A pair without a second player (null) is a
     * bye (issue 32 §2): its match is recorded completed with the player through to round 2, with no game.
     */
    readonly pairs: [number, number | null][],
    /** Seconds per move in every game of the bracket: the tournament's clock (issue 32 §4). */
    readonly moveTimeoutSeconds: number,
    /**
     * Adds the third-place match (issue 32 §3): the last round's match 2, waiting for the semi-finals' losers,
     * who are seated in it with SeatMatchPlayer as winners are in the next round.
     */
    readonly thirdPlaceMatch = false,
    /**
     * Whether the matches are public: listed live and open to spectators. A challenge's (issue 33 §1) are not, so
     * gameplay learns it here, as it learns the tournament's name and clock, without asking tournaments.
     */
    readonly listed = true,
  ) {
    super();
  }
}

/**
 * Puts a player into a slot of a later-round match (slot 1 when the feeder match number is odd, 2 when
 * even); the match starts when both slots are filled. Idempotent for the same player and slot.
 */
export class SeatMatchPlayer extends Command<void> {
  constructor(
    readonly tournamentId: number,
    readonly roundNumber: number,
    readonly matchNumber: number,
    readonly slot: 1 | 2,
    readonly userId: number,
  ) {
    super();
  }
}
