import { defineEntity, p } from '@mikro-orm/core';

/** A player's seat in a tournament: their seed once it starts, their placement once they are out or it ends. */
export class Participant {
  id!: number;
  tournamentId: number;
  userId: number;
  /** 1-based position in the random seeding; seeds 2k-1 and 2k meet in round-1 match k. */
  seed: number | null = null;
  placement: number | null = null;
  eliminatedRound: number | null = null;
  joinedAt: Date = new Date();
  /** When the player checked in for the start (issue 32 §0); null until then, and again after a lapsed check-in. */
  checkedInAt: Date | null = null;

  constructor(tournamentId: number, userId: number) {
    this.tournamentId = tournamentId;
    this.userId = userId;
  }

  get isPlaced(): boolean {
    return this.placement !== null;
  }

  /**
   * Out of the bracket in this round. The placement is null for a semi-final's loser where third place is
   * played: the third-place match places them.
   */
  eliminate(roundNumber: number, placement: number | null): void {
    this.eliminatedRound = roundNumber;
    this.placement = placement;
  }

  crown(placement: number): void {
    this.placement = placement;
  }

  /** Placed by the third-place match, having left the bracket in the semi-finals. */
  place(placement: number): void {
    this.placement = placement;
  }
}

export const ParticipantSchema = defineEntity({
  class: Participant,
  tableName: 'tournament_participants',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    tournamentId: p.integer(),
    userId: p.integer(),
    seed: p.integer().nullable(),
    placement: p.integer().nullable(),
    eliminatedRound: p.integer().nullable(),
    joinedAt: p.datetime(),
    checkedInAt: p.datetime().nullable(),
  },
});
