/**
 * The knockout bracket, as pure functions over round and match numbers: no database, no clock, no randomness.
 * Round 1 has maxPlayers / 2 matches, each later round half as many, the last round is the final. Match n of
 * round r feeds match ceil(n / 2) of round r + 1: slot 1 when n is odd, slot 2 when even.
 */

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 256;

/** log2 of the bracket size; refuses anything but a power of two from 2 to 256. */
export function totalRoundsFor(maxPlayers: number): number {
  if (!isBracketSize(maxPlayers))
    throw new Error(`a bracket holds a power of two from 2 to 256 players, got ${maxPlayers}`);
  return Math.log2(maxPlayers);
}

export function isBracketSize(players: number): boolean {
  return (
    Number.isInteger(players) && players >= MIN_PLAYERS && players <= MAX_PLAYERS && (players & (players - 1)) === 0
  );
}

export function matchesInRound(totalRounds: number, roundNumber: number): number {
  assertRound(totalRounds, roundNumber);
  return 2 ** (totalRounds - roundNumber);
}

/** Every match of the bracket: maxPlayers - 1 in all. */
export function bracketLayout(totalRounds: number): { roundNumber: number; matchNumber: number }[] {
  const layout: { roundNumber: number; matchNumber: number }[] = [];
  for (let round = 1; round <= totalRounds; round++) {
    for (let match = 1; match <= matchesInRound(totalRounds, round); match++)
      layout.push({ roundNumber: round, matchNumber: match });
  }
  return layout;
}

/** Round-1 pairs from the seeding order: seeds 1 and 2 play match 1, seeds 3 and 4 match 2, and so on. */
export function roundOnePairs(seeding: readonly number[]): [number, number][] {
  totalRoundsFor(seeding.length);
  if (new Set(seeding).size !== seeding.length) throw new Error('a player can hold only one seed');
  const pairs: [number, number][] = [];
  for (let i = 0; i < seeding.length; i += 2) pairs.push([seeding[i], seeding[i + 1]]);
  return pairs;
}

/** A round-1 pair; a bye's second slot is empty (null), and its player goes straight into round 2. */
export type RoundOnePair = [number, number | null];

/**
 * Round-1 pairs of a bracket of `size` (a power of two) for fewer players (issue 32 §2): the first
 * `size - players` of the seeding (a random order) get the byes, one to a match so no match is empty, and the
 * pairs' places in the bracket are drawn with `order` (a shuffle), so the byes fall anywhere. With a full field
 * this is roundOnePairs in a drawn order.
 */
export function roundOneDraw(
  seeding: readonly number[],
  size: number,
  order: <T>(items: readonly T[]) => T[],
): RoundOnePair[] {
  totalRoundsFor(size);
  if (new Set(seeding).size !== seeding.length) throw new Error('a player can hold only one seed');
  const byes = size - seeding.length;
  if (seeding.length < 2 || byes < 0 || byes >= size / 2)
    throw new Error(`${seeding.length} players do not fill a bracket of ${size} with at most one bye a match`);
  const pairs: RoundOnePair[] = seeding.slice(0, byes).map((userId) => [userId, null]);
  for (let i = byes; i < seeding.length; i += 2) pairs.push([seeding[i], seeding[i + 1]]);
  return order(pairs);
}

export interface SlotRef {
  roundNumber: number;
  matchNumber: number;
  slot: 1 | 2;
}

/** Where the winner of a match goes next; null for the final. */
export function nextSlot(totalRounds: number, roundNumber: number, matchNumber: number): SlotRef | null {
  assertMatch(totalRounds, roundNumber, matchNumber);
  if (roundNumber === totalRounds) return null;
  return { roundNumber: roundNumber + 1, matchNumber: Math.ceil(matchNumber / 2), slot: matchNumber % 2 === 1 ? 1 : 2 };
}

/**
 * A bracket paying a third place (issue 32 §3) adds one match beside the final: the semi-finals' losers play it in
 * the last round, as that round's match 2 (the final is match 1). It is no round of its own, so the bracket's
 * rounds stay as they were; only the semi-finals' losers move to it instead of leaving.
 */
export const THIRD_PLACE_MATCH_NUMBER = 2;

export interface BracketOptions {
  /** The semi-finals' losers play for third place. */
  thirdPlaceMatch: boolean;
}

const KNOCKOUT_ONLY: BracketOptions = { thirdPlaceMatch: false };

/** Whether this slot of the bracket is the third-place match (only a bracket of two rounds or more has one). */
export function isThirdPlaceMatch(totalRounds: number, roundNumber: number, matchNumber: number): boolean {
  return totalRounds >= 2 && roundNumber === totalRounds && matchNumber === THIRD_PLACE_MATCH_NUMBER;
}

/** Where a semi-final's loser goes when third place is played: semi-final 1's to slot 1, semi-final 2's to slot 2. */
export function thirdPlaceSlot(totalRounds: number, roundNumber: number, matchNumber: number): SlotRef | null {
  assertMatch(totalRounds, roundNumber, matchNumber);
  if (totalRounds < 2 || roundNumber !== totalRounds - 1) return null;
  return { roundNumber: totalRounds, matchNumber: THIRD_PLACE_MATCH_NUMBER, slot: matchNumber === 1 ? 1 : 2 };
}

/**
 * A player's final placement by the round they lost in: 2 for the final's loser, 3 for semi-final losers,
 * 5 for quarter-final losers, then 9, 17, ... (shared placements, as in tennis draws). Where third place is
 * played, the semi-finals' losers are placed by that match instead: 3 and 4.
 */
export function placementForLoss(totalRounds: number, roundLost: number): number {
  assertRound(totalRounds, roundLost);
  return 2 ** (totalRounds - roundLost) + 1;
}

export const CHAMPION_PLACEMENT = 1;
export const THIRD_PLACEMENT = 3;
export const FOURTH_PLACEMENT = 4;

export interface MatchResult {
  roundNumber: number;
  matchNumber: number;
  winnerId: number;
  loserId: number;
}

export interface Placement {
  userId: number;
  placement: number;
}

export type MatchResolution =
  | {
      kind: 'advance';
      seat: SlotRef & { userId: number };
      /** Null for a semi-final's loser who goes on to the third-place match (`consolation`). */
      loser: Placement | null;
      consolation?: SlotRef & { userId: number };
    }
  | { kind: 'final'; champion: Placement; runnerUp: Placement }
  | { kind: 'third_place'; third: Placement; fourth: Placement };

/**
 * What a completed match decides: the loser's placement (or their seat in the third-place match), and the
 * winner's next seat, the title, or third place.
 */
export function resolveMatch(
  totalRounds: number,
  result: MatchResult,
  options: BracketOptions = KNOCKOUT_ONLY,
): MatchResolution {
  const { roundNumber, matchNumber, winnerId, loserId } = result;
  if (winnerId === loserId) throw new Error('a match has two different players');
  if (options.thirdPlaceMatch && isThirdPlaceMatch(totalRounds, roundNumber, matchNumber)) {
    return {
      kind: 'third_place',
      third: { userId: winnerId, placement: THIRD_PLACEMENT },
      fourth: { userId: loserId, placement: FOURTH_PLACEMENT },
    };
  }
  const seat = nextSlot(totalRounds, roundNumber, matchNumber);
  const loser = { userId: loserId, placement: placementForLoss(totalRounds, roundNumber) };
  if (!seat) return { kind: 'final', champion: { userId: winnerId, placement: CHAMPION_PLACEMENT }, runnerUp: loser };
  const consolation = options.thirdPlaceMatch ? thirdPlaceSlot(totalRounds, roundNumber, matchNumber) : null;
  if (consolation)
    return {
      kind: 'advance',
      seat: { ...seat, userId: winnerId },
      loser: null,
      consolation: { ...consolation, userId: loserId },
    };
  return { kind: 'advance', seat: { ...seat, userId: winnerId }, loser };
}

/** How rounds are named to players: Final, Semi-Finals, Quarter-Finals, else Round n. */
export function roundName(totalRounds: number, roundNumber: number): string {
  assertRound(totalRounds, roundNumber);
  const fromEnd = totalRounds - roundNumber;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semi-Finals';
  if (fromEnd === 2) return 'Quarter-Finals';
  return `Round ${roundNumber}`;
}

function assertRound(totalRounds: number, roundNumber: number): void {
  if (!Number.isInteger(totalRounds) || totalRounds < 1 || totalRounds > 8)
    throw new Error(`bad round count ${totalRounds}`);
  if (!Number.isInteger(roundNumber) || roundNumber < 1 || roundNumber > totalRounds) {
    throw new Error(`round ${roundNumber} is outside 1..${totalRounds}`);
  }
}

function assertMatch(totalRounds: number, roundNumber: number, matchNumber: number): void {
  const matches = matchesInRound(totalRounds, roundNumber);
  if (!Number.isInteger(matchNumber) || matchNumber < 1 || matchNumber > matches) {
    throw new Error(`match ${matchNumber} is outside 1..${matches} in round ${roundNumber}`);
  }
}

export type BracketMatchStatus = 'PENDING' | 'IN_PROGRESS' | 'COMPLETED';

export interface BracketMatch {
  roundNumber: number;
  matchNumber: number;
  player1: number | null;
  player2: number | null;
  status: BracketMatchStatus;
  winnerId: number | null;
}

/**
 * A whole bracket held in memory and driven by the functions above: seats winners, starts a match once both
 * slots are filled, and when the final (and the third-place match, where there is one) is decided holds the
 * champion and every placement. The live system keeps matches in gameplay and placements in tournaments; this
 * is the same rules in one place, to be proved.
 */
export class Bracket {
  readonly totalRounds: number;
  readonly rounds: BracketMatch[][];
  /** Beside the final when third place is played; in no round. */
  readonly thirdPlace: BracketMatch | null;
  readonly placements = new Map<number, number>();
  championId: number | null = null;

  private constructor(totalRounds: number, options: BracketOptions) {
    this.totalRounds = totalRounds;
    if (options.thirdPlaceMatch && totalRounds < 2) throw new Error('third place needs semi-finals');
    this.thirdPlace = options.thirdPlaceMatch
      ? {
          roundNumber: totalRounds,
          matchNumber: THIRD_PLACE_MATCH_NUMBER,
          player1: null,
          player2: null,
          status: 'PENDING',
          winnerId: null,
        }
      : null;
    this.rounds = [];
    for (let round = 1; round <= totalRounds; round++) {
      this.rounds.push(
        Array.from({ length: matchesInRound(totalRounds, round) }, (_, i) => ({
          roundNumber: round,
          matchNumber: i + 1,
          player1: null,
          player2: null,
          status: 'PENDING',
          winnerId: null,
        })),
      );
    }
  }

  static seeded(seeding: readonly number[], options: BracketOptions = KNOCKOUT_ONLY): Bracket {
    const bracket = new Bracket(totalRoundsFor(seeding.length), options);
    roundOnePairs(seeding).forEach(([a, b], i) => {
      bracket.seat({ roundNumber: 1, matchNumber: i + 1, slot: 1 }, a);
      bracket.seat({ roundNumber: 1, matchNumber: i + 1, slot: 2 }, b);
    });
    return bracket;
  }

  /** The final is decided, and so is third place where it is played. */
  get isComplete(): boolean {
    return this.championId !== null && (this.thirdPlace === null || this.thirdPlace.status === 'COMPLETED');
  }

  match(roundNumber: number, matchNumber: number): BracketMatch {
    if (this.thirdPlace && isThirdPlaceMatch(this.totalRounds, roundNumber, matchNumber)) return this.thirdPlace;
    assertMatch(this.totalRounds, roundNumber, matchNumber);
    return this.rounds[roundNumber - 1][matchNumber - 1];
  }

  /** Matches waiting for their result. */
  playable(): BracketMatch[] {
    return [...this.rounds.flat(), ...(this.thirdPlace ? [this.thirdPlace] : [])].filter(
      (m) => m.status === 'IN_PROGRESS',
    );
  }

  /** Records a match's winner and applies what it decides. */
  complete(roundNumber: number, matchNumber: number, winnerId: number): MatchResolution {
    const match = this.match(roundNumber, matchNumber);
    if (match.status !== 'IN_PROGRESS') throw new Error(`match ${roundNumber}/${matchNumber} is ${match.status}`);
    if (winnerId !== match.player1 && winnerId !== match.player2)
      throw new Error(`${winnerId} does not play this match`);
    const loserId = (winnerId === match.player1 ? match.player2 : match.player1) as number;
    match.status = 'COMPLETED';
    match.winnerId = winnerId;
    const resolution = resolveMatch(
      this.totalRounds,
      { roundNumber, matchNumber, winnerId, loserId },
      { thirdPlaceMatch: this.thirdPlace !== null },
    );
    if (resolution.kind === 'advance') {
      if (resolution.loser) this.placements.set(resolution.loser.userId, resolution.loser.placement);
      if (resolution.consolation) this.seat(resolution.consolation, resolution.consolation.userId);
      this.seat(resolution.seat, resolution.seat.userId);
    } else if (resolution.kind === 'final') {
      this.placements.set(resolution.runnerUp.userId, resolution.runnerUp.placement);
      this.placements.set(resolution.champion.userId, resolution.champion.placement);
      this.championId = resolution.champion.userId;
    } else {
      this.placements.set(resolution.third.userId, resolution.third.placement);
      this.placements.set(resolution.fourth.userId, resolution.fourth.placement);
    }
    return resolution;
  }

  private seat(slot: SlotRef, userId: number): void {
    const match = this.match(slot.roundNumber, slot.matchNumber);
    const key = slot.slot === 1 ? 'player1' : 'player2';
    if (match[key] !== null && match[key] !== userId)
      throw new Error(`slot ${slot.slot} of ${slot.roundNumber}/${slot.matchNumber} is taken`);
    match[key] = userId;
    if (match.player1 !== null && match.player2 !== null && match.status === 'PENDING') match.status = 'IN_PROGRESS';
  }
}
