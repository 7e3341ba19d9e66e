import { defineEntity, p } from '@mikro-orm/core';
import type { Cents } from '../../../shared/money/money.js';
import { type Payouts, requirePayouts } from './payouts.js';
import type { GameMode } from './tournament-rules.js';

/** What a template's tables are played for; every field is checked by the caller (the DTO and the clock). */
export interface SitAndGoTerms {
  name: string;
  entryFee: Cents;
  maxPlayers: number;
  gameMode: GameMode;
  payouts: Payouts;
  moveTimeout: number;
}

/**
 * A house table's template (issue 32 §1): while it is active the server keeps exactly one PENDING tournament of
 * it open (the partial unique index tournaments_one_open_per_template), whose terms are the template's at the
 * moment it opened. A template that has had tables is never removed: a delete retires it (`deletedAt`) so its
 * tournaments keep naming it.
 */
export class SitAndGoTemplate {
  id!: number;
  name: string;
  entryFee: Cents;
  maxPlayers: number;
  gameMode: GameMode;
  payouts: number[];
  moveTimeout: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null = null;

  constructor(terms: SitAndGoTerms, active: boolean, now: Date) {
    this.name = terms.name;
    this.entryFee = terms.entryFee;
    this.maxPlayers = terms.maxPlayers;
    this.gameMode = terms.gameMode;
    this.moveTimeout = terms.moveTimeout;
    this.payouts = [...requirePayouts(terms.payouts, terms.maxPlayers)];
    this.active = active;
    this.createdAt = now;
    this.updatedAt = now;
  }

  get terms(): SitAndGoTerms {
    return {
      name: this.name,
      entryFee: this.entryFee,
      maxPlayers: this.maxPlayers,
      gameMode: this.gameMode,
      payouts: this.payouts,
      moveTimeout: this.moveTimeout,
    };
  }

  /** Whether its next table should open: active and not deleted. */
  get open(): boolean {
    return this.active && this.deletedAt === null;
  }

  /**
   * Takes new terms and the active flag; answers whether the table terms changed (the open table, when nobody
   * sits at it yet, is then replaced by one on the new terms). The payouts are checked against the seats as a
   * tournament's are, whichever of the two changed.
   */
  change(update: Partial<SitAndGoTerms> & { active?: boolean }, now: Date): boolean {
    const next = { ...this.terms, ...stripUndefined(update) };
    const payouts = requirePayouts(next.payouts, next.maxPlayers);
    const changed =
      next.name !== this.name ||
      next.entryFee !== this.entryFee ||
      next.maxPlayers !== this.maxPlayers ||
      next.gameMode !== this.gameMode ||
      next.moveTimeout !== this.moveTimeout ||
      payouts.join(',') !== this.payouts.join(',');
    this.name = next.name;
    this.entryFee = next.entryFee;
    this.maxPlayers = next.maxPlayers;
    this.gameMode = next.gameMode;
    this.moveTimeout = next.moveTimeout;
    this.payouts = [...payouts];
    if (update.active !== undefined) this.active = update.active;
    this.updatedAt = now;
    return changed;
  }

  /** Deleted: no table of it opens again; its tournaments keep naming it. */
  retire(now: Date): void {
    this.active = false;
    this.deletedAt ??= now;
    this.updatedAt = now;
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

export const SitAndGoTemplateSchema = defineEntity({
  class: SitAndGoTemplate,
  tableName: 'sit_and_go_templates',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    entryFee: p.bigint('number'),
    maxPlayers: p.integer(),
    gameMode: p.string().length(10).$type<GameMode>(),
    payouts: p.array<number>(Number, String).columnType('integer[]'),
    moveTimeout: p.integer(),
    active: p.boolean(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    deletedAt: p.datetime().nullable(),
  },
});
