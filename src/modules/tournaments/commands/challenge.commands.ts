import { Command } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';
import type { Challenge } from '../domain/challenge.entity.js';
import type { GameMode } from '../domain/tournament-rules.js';

/**
 * Makes a challenge by link (issue 33 §1): a 2-seat CHALLENGE tournament with the creator seated and their fee
 * in escrow, open for 24 hours, and the challenge naming who may accept.
 */
export class CreateChallenge extends Command<Challenge> {
  constructor(
    readonly creatorId: number,
    /** 0 for a friendly: no money moves. */
    readonly entryFee: Cents,
    readonly gameMode: GameMode,
    /** Seconds per move; MOVE_TIMEOUT_SECONDS when the client sent none. */
    readonly moveTimeout: number | undefined,
    /** The only player who may accept; anyone but the creator when absent. */
    readonly opponentUsername: string | undefined,
  ) {
    super();
  }
}

/** Takes the challenge's second seat and its fee; the tournament starts as any full one (check-in, issue 32 §0). */
export class AcceptChallenge extends Command<Challenge> {
  constructor(
    readonly token: string,
    readonly userId: number,
  ) {
    super();
  }
}

/** The creator takes the challenge back before it is accepted: their fee is refunded, once. */
export class CancelChallenge extends Command<Challenge> {
  constructor(
    readonly token: string,
    readonly userId: number,
  ) {
    super();
  }
}

/** The named opponent says no: the creator's fee is refunded, once. */
export class DeclineChallenge extends Command<Challenge> {
  constructor(
    readonly token: string,
    readonly userId: number,
  ) {
    super();
  }
}

/**
 * One of the two players of a completed match offers the other a rematch (issue 33 §2): a challenge naming them,
 * with the stakes and pace of the match's tournament, open for 2 minutes.
 */
export class OfferRematch extends Command<Challenge> {
  constructor(
    readonly matchId: number,
    readonly userId: number,
  ) {
    super();
  }
}
