import { defineEntity, p } from '@mikro-orm/core';
import { DomainError } from '../../../shared/errors/domain-error.js';
import type { Cents } from '../../../shared/money/money.js';
import { isBracketSize } from './bracket-engine.js';
import { type Payouts, requirePayouts } from './payouts.js';
import type { GameMode } from './tournament-rules.js';
import { msg } from '#i18n';

export const SCHEDULE_REPEATS = ['none', 'daily', 'weekly'] as const;
export type ScheduleRepeat = (typeof SCHEDULE_REPEATS)[number];

const REPEAT_MS: Record<ScheduleRepeat, number | null> = {
  none: null,
  daily: 24 * 3_600_000,
  weekly: 7 * 24 * 3_600_000,
};

export const DEFAULT_REGISTRATION_OPENS_HOURS = 24;
/** At most this many occurrences of one schedule are opened by one look: a week of a daily one. */
const MAX_OCCURRENCES_PER_LOOK = 8;

/** What a schedule's occurrences are played for; the shapes are checked by the DTO, the rules here. */
export interface ScheduleTerms {
  name: string;
  description: string;
  entryFee: Cents;
  gameMode: GameMode;
  payouts: Payouts;
  moveTimeout: number;
  minPlayers: number;
  maxPlayers: number;
  startsAt: Date;
  repeat: ScheduleRepeat;
  guaranteedPrize: Cents | null;
  registrationOpensHours: number;
}

/** The smallest bracket a schedule may start with: its prize table must suit it (a third place needs semi-finals). */
export function smallestBracket(minPlayers: number): number {
  let size = 2;
  while (size < minPlayers) size *= 2;
  return size;
}

/** Checks the rules between fields; answers the payouts as stored. */
function requireConsistent(terms: ScheduleTerms): Payouts {
  if (!isBracketSize(terms.maxPlayers))
    throw DomainError.validation(
      'max_players',
      msg({ message: 'A power of two from 2 to 256 is required.' }),
      'invalid_max_players',
    );
  if (!Number.isInteger(terms.minPlayers) || terms.minPlayers < 2)
    throw DomainError.validation(
      'min_players',
      msg({ message: 'At least 2 players are required.' }),
      'invalid_min_players',
    );
  if (terms.minPlayers > terms.maxPlayers)
    throw DomainError.validation(
      'min_players',
      msg({ message: 'Must not be above max_players.' }),
      'invalid_min_players',
    );
  return requirePayouts(terms.payouts, smallestBracket(terms.minPlayers));
}

/**
 * An operator's scheduled tournament (issue 32 §2): one occurrence at `startsAt`, or one a day or a week from it.
 * Each occurrence is a SCHEDULED tournament opened `registrationOpensHours` before it starts, on the schedule's
 * terms at that moment. A delete retires it (`deletedAt`) so its tournaments keep naming it.
 */
export class TournamentSchedule {
  id!: number;
  name: string;
  description: string;
  entryFee: Cents;
  gameMode: GameMode;
  payouts: number[];
  moveTimeout: number;
  minPlayers: number;
  maxPlayers: number;
  startsAt: Date;
  repeat: ScheduleRepeat;
  guaranteedPrize: Cents | null;
  registrationOpensHours: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null = null;

  constructor(terms: ScheduleTerms, now: Date) {
    const payouts = requireConsistent(terms);
    this.name = terms.name;
    this.description = terms.description;
    this.entryFee = terms.entryFee;
    this.gameMode = terms.gameMode;
    this.payouts = [...payouts];
    this.moveTimeout = terms.moveTimeout;
    this.minPlayers = terms.minPlayers;
    this.maxPlayers = terms.maxPlayers;
    this.startsAt = terms.startsAt;
    this.repeat = terms.repeat;
    this.guaranteedPrize = terms.guaranteedPrize;
    this.registrationOpensHours = terms.registrationOpensHours;
    this.createdAt = now;
    this.updatedAt = now;
  }

  get terms(): ScheduleTerms {
    return {
      name: this.name,
      description: this.description,
      entryFee: this.entryFee,
      gameMode: this.gameMode,
      payouts: this.payouts,
      moveTimeout: this.moveTimeout,
      minPlayers: this.minPlayers,
      maxPlayers: this.maxPlayers,
      startsAt: this.startsAt,
      repeat: this.repeat,
      guaranteedPrize: this.guaranteedPrize,
      registrationOpensHours: this.registrationOpensHours,
    };
  }

  /** New terms; they apply from the next occurrence opened (one already open keeps the terms it opened with). */
  change(update: Partial<ScheduleTerms>, now: Date): void {
    // A field left out (undefined) keeps its value; null is a value (no guarantee).
    const given = Object.fromEntries(
      (Object.entries(update) as [string, unknown][]).filter(([, v]) => v !== undefined),
    );
    const next: ScheduleTerms = { ...this.terms, ...given };
    const payouts = requireConsistent(next);
    Object.assign(this, { ...next, payouts: [...payouts] });
    this.updatedAt = now;
  }

  retire(now: Date): void {
    this.deletedAt ??= now;
    this.updatedAt = now;
  }

  /**
   * The occurrences whose registration is open at `now` and that have not started: start times after `now` whose
   * opening (`registrationOpensHours` earlier) is at or before it. None once retired.
   */
  occurrencesOpenAt(now: Date): Date[] {
    if (this.deletedAt !== null) return [];
    const lead = this.registrationOpensHours * 3_600_000;
    const period = REPEAT_MS[this.repeat];
    const first = this.startsAt.getTime();
    if (period === null) return first > now.getTime() && first - lead <= now.getTime() ? [this.startsAt] : [];
    // The first occurrence still to come, then each later one already open.
    const k = first > now.getTime() ? 0 : Math.floor((now.getTime() - first) / period) + 1;
    const due: Date[] = [];
    for (let i = k; due.length < MAX_OCCURRENCES_PER_LOOK; i++) {
      const at = first + i * period;
      if (at - lead > now.getTime()) break;
      due.push(new Date(at));
    }
    return due;
  }
}

export const TournamentScheduleSchema = defineEntity({
  class: TournamentSchedule,
  tableName: 'tournament_schedules',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    description: p.text(),
    entryFee: p.bigint('number'),
    gameMode: p.string().length(10).$type<GameMode>(),
    payouts: p.array<number>(Number, String).columnType('integer[]'),
    moveTimeout: p.integer(),
    minPlayers: p.integer(),
    maxPlayers: p.integer(),
    startsAt: p.datetime(),
    repeat: p.string().length(6).$type<ScheduleRepeat>(),
    guaranteedPrize: p.bigint('number').nullable(),
    registrationOpensHours: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    deletedAt: p.datetime().nullable(),
  },
});
