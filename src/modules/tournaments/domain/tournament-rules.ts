import { cents, multiplyCents, subtractCents, type Cents } from '../../../shared/money/money.js';

export const GAME_MODES = ['BLITZ', 'CLASSIC'] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const GAME_MODE_DISPLAY: Record<GameMode, string> = {
  BLITZ: 'Blitz (Best of 1)',
  CLASSIC: 'Classic (Best of 3)',
};

/** Games a match may take at most: best of 1 or best of 3. */
export const MAX_GAMES: Record<GameMode, number> = { BLITZ: 1, CLASSIC: 3 };

export const TOURNAMENT_STATUSES = ['PENDING', 'ACTIVE', 'COMPLETED', 'CANCELLED'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/**
 * Who opened a tournament (issues 32, 33): a player, a house Sit & Go template, a schedule, or a challenge between
 * two players. A challenge is nobody else's business, so the lobby's lists never show one.
 */
export const TOURNAMENT_KINDS = ['PLAYER', 'SIT_AND_GO', 'SCHEDULED', 'CHALLENGE'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];
/** The kinds the lobby lists and a `kind` filter may ask for. */
export const LOBBY_KINDS = ['PLAYER', 'SIT_AND_GO', 'SCHEDULED'] as const satisfies readonly TournamentKind[];

export const STATUS_DISPLAY: Record<TournamentStatus, string> = {
  PENDING: 'Waiting for Players',
  ACTIVE: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** Powers of two from 2 to 256: one to eight rounds. */
export const BRACKET_SIZES = [2, 4, 8, 16, 32, 64, 128, 256] as const;
export const DEFAULT_MAX_PLAYERS = 4;
export const DEFAULT_GAME_MODE: GameMode = 'CLASSIC';

export const MIN_ENTRY_FEE = cents(100);
export const MAX_ENTRY_FEE = cents(1_000_000);
export const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1000;

export interface PrizeSplit {
  /** Every fee together: what the escrow holds once the tournament is full. */
  gross: Cents;
  /** The house's share, rounded down so rounding never goes against the players. */
  rake: Cents;
  /** What the champion receives. */
  prizePool: Cents;
}

/**
 * The prize pool is entry fee × seats minus the house rake in whole percent. A fee of 0 (`free`: a friendly
 * challenge, issue 33 §1) has no pool and no rake.
 */
export function prizeSplit(entryFee: Cents, maxPlayers: number, rakePercent: number, free = false): PrizeSplit {
  if (!Number.isSafeInteger(entryFee) || entryFee < 0 || (entryFee === 0 && !free))
    throw new Error(`entry fee must be positive cents, got ${String(entryFee)}`);
  if (!Number.isInteger(rakePercent) || rakePercent < 0 || rakePercent > 100) {
    throw new Error(`rake must be a whole percent from 0 to 100, got ${String(rakePercent)}`);
  }
  const gross = multiplyCents(entryFee, maxPlayers);
  const rake = cents(Math.floor((gross * rakePercent) / 100));
  return { gross, rake, prizePool: subtractCents(gross, rake) };
}
