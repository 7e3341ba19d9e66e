/**
 * The lobby's filters (issue 32 §5): kind, entry fee band and pace, as the address keeps them and as the list's
 * query sends them. A band is a range of fees a player thinks in ("up to 1.00"), not two numbers to type.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameMode, LobbyQuery } from '../../lib/api/tournaments';

export const LOBBY_KINDS = ['PLAYER', 'SIT_AND_GO', 'SCHEDULED'] as const;
export type LobbyKind = (typeof LOBBY_KINDS)[number];

export const FEE_BAND_KEYS = ['micro', 'low', 'mid', 'high'] as const;
export type FeeBand = (typeof FEE_BAND_KEYS)[number];
/** A band's words take its bounds as placeholders, so each language writes the amounts its own way. */
export const FEE_BANDS: Record<FeeBand, { label: MessageDescriptor; min?: string; max?: string }> = {
  micro: { label: msg`Up to {max}`, max: '1.00' },
  low: { label: msg`{min} to {max}`, min: '1.01', max: '5.00' },
  mid: { label: msg`{min} to {max}`, min: '5.01', max: '20.00' },
  high: { label: msg`Over {min}`, min: '20.01' },
};

export const PACES = [60, 300, 3600, 86_400] as const;
export type Pace = (typeof PACES)[number];

export interface LobbyFilters {
  kind?: LobbyKind;
  fee?: FeeBand;
  pace?: Pace;
}

export const KIND_LABELS: Record<LobbyKind, MessageDescriptor> = {
  SIT_AND_GO: msg`House tables`,
  SCHEDULED: msg`Scheduled cups`,
  PLAYER: msg`Players' tournaments`,
};

/** The list query's parameters for the filters set; none for the ones left at "any". */
export function lobbyQuery(filters: LobbyFilters): LobbyQuery {
  const band = filters.fee ? FEE_BANDS[filters.fee] : undefined;
  return {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(band?.min ? { entry_fee_min: band.min } : {}),
    ...(band?.max ? { entry_fee_max: band.max } : {}),
    ...(filters.pace ? { move_timeout: filters.pace } : {}),
  };
}

export const hasFilters = (filters: LobbyFilters) => Boolean(filters.kind ?? filters.fee ?? filters.pace);

/** A house table the player can sit at first: the cheapest stake first, then the quicker game. */
export function houseTableOrder(
  a: { entry_fee: string; game_mode: GameMode; max_players: number },
  b: { entry_fee: string; game_mode: GameMode; max_players: number },
): number {
  return Number(a.entry_fee) - Number(b.entry_fee) || a.max_players - b.max_players;
}
