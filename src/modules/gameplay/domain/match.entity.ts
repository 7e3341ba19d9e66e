import { DomainError } from '../../../shared/errors/domain-error.js';
import { Game, type Slot } from './game.entity.js';
import { matchWinner, scoreAfterGame } from './match-progress.js';
import type { GameWinner } from './rules.js';
import { COMPUTER_PLAYER_ID, PRACTICE_NAME } from '../contracts/practice.js';
import { msg, withValues } from '#i18n';

export type MatchStatus = 'PENDING' | 'IN_PROGRESS' | 'COMPLETED';

export interface MatchSlot {
  /** Null only for practice against the computer, which belongs to no tournament. */
  tournamentId: number | null;
  tournamentName: string;
  roundNumber: number;
  matchNumber: number;
  totalRounds: number;
  maxGames: number;
  /** Seconds each player has per move in every game of the match: its tournament's clock. */
  moveTimeout: number;
  /** The semi-finals' losers' match for third place, beside the final (issue 32 §3). */
  thirdPlace?: boolean;
  /** Practice against the computer (issue 33 §5): no tournament, no money, no record. */
  practice?: boolean;
  /**
   * Shown to everyone (the live list, spectators): true unless told. A challenge's match (issue 33 §1) is its two
   * players' business only.
   */
  listed?: boolean;
}

/**
 * A best-of-N match between two players of a knockout bracket. PENDING until both slots are filled,
 * IN_PROGRESS while games are played (always exactly one open game), COMPLETED once a player has won
 * a majority of max_games.
 */
export class Match {
  id!: number;
  /** Null for a practice match: it belongs to no tournament. */
  tournamentId: number | null;
  tournamentName: string;
  roundNumber: number;
  matchNumber: number;
  totalRounds: number;
  maxGames: number;
  /** Seconds per move, the tournament's clock (issue 32 §4): every game of the match opens with it. */
  moveTimeout: number;
  /** Played for third place by the semi-finals' losers, beside the final: not the final, though in its round. */
  thirdPlace: boolean;
  /**
   * Practice against the computer (issue 33 §5): the player in slot 1, the computer (COMPUTER_PLAYER_ID) in slot 2,
   * whose move in each game is the one the game's seed derives for it, so it is committed before the player moves.
   * It counts for nothing: no MatchStarted or MatchCompleted is raised for it (docs/decisions.md).
   */
  practice: boolean;
  /** In the live list and open to spectators; false for a challenge's match, which only its players see. */
  listed: boolean;
  player1Id: number | null = null;
  player2Id: number | null = null;
  player1Score = 0;
  player2Score = 0;
  winnerId: number | null = null;
  /** Decided by a forfeit in game 1: the loser never showed up. */
  forfeit = false;
  /**
   * A round-1 slot of a scheduled tournament's bracket with one player (issue 32 §2): completed at creation with
   * that player through, no game, no opponent, and no MatchCompleted (a bye is neither a win nor a loss).
   */
  bye = false;
  status: MatchStatus = 'PENDING';
  startedAt: Date | null = null;
  completedAt: Date | null = null;
  createdAt: Date = new Date();

  constructor(slot: MatchSlot) {
    if (slot.maxGames < 1 || slot.maxGames % 2 === 0) throw new Error(`max_games must be odd, got ${slot.maxGames}`);
    if (!Number.isInteger(slot.moveTimeout) || slot.moveTimeout < 1)
      throw new Error(`a move clock is whole seconds, got ${slot.moveTimeout}`);
    this.tournamentId = slot.tournamentId;
    this.tournamentName = slot.tournamentName;
    this.roundNumber = slot.roundNumber;
    this.matchNumber = slot.matchNumber;
    this.totalRounds = slot.totalRounds;
    this.maxGames = slot.maxGames;
    this.moveTimeout = slot.moveTimeout;
    this.thirdPlace = slot.thirdPlace ?? false;
    this.practice = slot.practice ?? false;
    if (this.practice !== (slot.tournamentId === null))
      throw new Error('a practice match, and only one, belongs to no tournament');
    this.listed = slot.listed ?? true;
    if (this.thirdPlace && (slot.roundNumber !== slot.totalRounds || slot.totalRounds < 2))
      throw new Error('the third-place match is played beside the final');
  }

  /**
   * A practice match against the computer for `playerId`, both seats taken, ready to start: one round of one match
   * on the given clock.
   */
  static practiceFor(playerId: number, maxGames: number, moveTimeout: number): Match {
    const match = new Match({
      tournamentId: null,
      tournamentName: PRACTICE_NAME,
      roundNumber: 1,
      matchNumber: 1,
      totalRounds: 1,
      maxGames,
      moveTimeout,
      practice: true,
    });
    match.seat(1, playerId);
    match.seat(2, COMPUTER_PLAYER_ID);
    return match;
  }

  /** The tournament's final; a practice match decides no title. */
  get isFinal(): boolean {
    return this.roundNumber === this.totalRounds && !this.thirdPlace && !this.practice;
  }

  /** Whether the computer plays in `slot`: slot 2 of a practice match. */
  isComputer(slot: Slot): boolean {
    return this.practice && this.playerIn(slot) === COMPUTER_PLAYER_ID;
  }

  get isComplete(): boolean {
    return this.status === 'COMPLETED';
  }

  slotOf(userId: number): Slot | null {
    if (userId === this.player1Id) return 1;
    if (userId === this.player2Id) return 2;
    return null;
  }

  playerIn(slot: Slot): number | null {
    return slot === 1 ? this.player1Id : this.player2Id;
  }

  get players(): [number, number] {
    if (this.player1Id === null || this.player2Id === null) throw new Error(`Match ${this.id} is missing a player`);
    return [this.player1Id, this.player2Id];
  }

  get loserId(): number | null {
    if (this.winnerId === null) return null;
    return this.winnerId === this.player1Id ? this.player2Id : this.player1Id;
  }

  /** Puts a player in a slot; false when they already sit there (a repeated seat is a no-op). */
  seat(slot: Slot, userId: number): boolean {
    if (this.playerIn(slot) === userId) return false;
    if (this.playerIn(slot) !== null) {
      throw new DomainError(
        'match_slot_taken',
        'conflict',
        withValues(msg({ message: 'Slot {slot} of this match is already taken.' }), { slot }),
      );
    }
    if (this.slotOf(userId) !== null) {
      throw new DomainError(
        'already_seated',
        'conflict',
        msg({ message: 'This player already sits in the other slot of this match.' }),
      );
    }
    if (slot === 1) this.player1Id = userId;
    else this.player2Id = userId;
    return true;
  }

  /** Seated alone in round 1: the player goes through on a bye. */
  completeAsBye(now: Date): void {
    if (this.status !== 'PENDING' || this.roundNumber !== 1 || this.player1Id === null || this.player2Id !== null)
      throw new Error(`Match ${this.id} cannot be a bye`);
    this.bye = true;
    this.winnerId = this.player1Id;
    this.status = 'COMPLETED';
    this.startedAt = now;
    this.completedAt = now;
  }

  get canStart(): boolean {
    return this.status === 'PENDING' && this.player1Id !== null && this.player2Id !== null;
  }

  /**
   * Starts the match with its first game open. A match starts when someone else acts (the last seat taken, an
   * earlier match won), wherever its players are: its first game's clock starts after a grace for them to arrive
   * (moves are taken during it), so its deadlines are now + grace + the match's clock. Later games follow a game
   * the players saw end, so their clocks start at once.
   */
  start(now: Date, graceSeconds = 0): Game {
    if (!this.canStart) throw new Error(`Match ${this.id} cannot start`);
    this.status = 'IN_PROGRESS';
    this.startedAt = now;
    return new Game(this.id, 1, new Date(now.getTime() + graceSeconds * 1000), this.moveTimeout);
  }

  /**
   * Counts a decided game. Returns the next game to open, or null when this game decided the match.
   * A tie counts for neither player and opens another game; a game won by forfeit decides the match at once.
   */
  recordGame(game: Game, winner: GameWinner, now: Date): Game | null {
    if (this.status !== 'IN_PROGRESS') throw new Error(`Match ${this.id} is not in progress`);
    const score = scoreAfterGame({ player1: this.player1Score, player2: this.player2Score }, winner);
    this.player1Score = score.player1;
    this.player2Score = score.player2;
    const decided = game.forfeit ? winner : matchWinner(score, this.maxGames);
    if (decided === null) return new Game(this.id, game.gameNumber + 1, now, this.moveTimeout);
    this.forfeit = game.forfeit;
    this.winnerId = this.players[decided - 1];
    this.status = 'COMPLETED';
    this.completedAt = now;
    return null;
  }
}
