import { defineEntity, p } from '@mikro-orm/core';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { addCents, ZERO_CENTS, type Cents } from '../../../shared/money/money.js';
import type { Role } from '../../../shared/auth/auth-user.js';
import { winRatePercent } from './win-rate.js';
import { usernameSkeleton } from './username-skeleton.js';
import { type Locale, msg, withValues } from '#i18n';

/** A player or admin, with the stats read model other contexts feed through events. */
export class User {
  id!: number;
  username: string;
  /** What the name looks like, to find look-alikes of it (username-skeleton.ts); fixed with the name. */
  usernameSkeleton: string;
  email: string;
  passwordHash: string;
  role: Role;
  isBlocked = false;
  /** When the current address was proven by a mailed link; null until then (admins count as verified). */
  emailVerifiedAt: Date | null = null;
  /** When a confirmed authenticator turned two-factor sign-in on; null while it is off. */
  twoFactorEnabledAt: Date | null = null;
  wins = 0;
  losses = 0;
  rating = 1000;
  /** The sum of the player's TOURNAMENT_WIN postings. */
  moneyWon: Cents = ZERO_CENTS;
  /** The profile's opt-in: a mail when a match starts while no tab of the player's is open. */
  emailMatchStart = false;
  /** The language the player chose (issue 36): their mails and notices are written in it. Null: none chosen. */
  locale: Locale | null = null;
  createdAt: Date = new Date();

  constructor(username: string, email: string, passwordHash: string, role: Role = 'PLAYER') {
    this.username = username;
    this.usernameSkeleton = usernameSkeleton(username);
    this.email = email.toLowerCase();
    this.passwordHash = passwordHash;
    this.role = role;
  }

  get gamesPlayed(): number {
    return this.wins + this.losses;
  }

  /** Win rate in percent, two decimals at most. */
  get winRate(): number {
    return winRatePercent(this.wins, this.losses);
  }

  /** An admin makes this account an admin too; never a blocked one, since admins cannot be blocked. */
  grantAdmin(): void {
    if (this.isBlocked) {
      throw DomainError.refused(
        'user_blocked',
        withValues(msg({ message: 'Unblock {username} before making them an admin.' }), {
          username: this.username,
        }),
      );
    }
    this.role = 'ADMIN';
  }

  revokeAdmin(): void {
    this.role = 'PLAYER';
  }

  promoteToAdmin(passwordHash: string): void {
    this.role = 'ADMIN';
    this.passwordHash = passwordHash;
  }

  /** The configured and first-start admins never get a link: their address is an operator's setting. */
  get isEmailVerified(): boolean {
    return this.emailVerifiedAt !== null || this.role === 'ADMIN';
  }

  verifyEmail(email: string, now = new Date()): boolean {
    if (email.toLowerCase() !== this.email.toLowerCase()) return false;
    this.emailVerifiedAt ??= now;
    return true;
  }

  /** A confirmed change of address: the new one was proven by the link mailed to it. */
  changeEmail(email: string, now = new Date()): void {
    this.email = email.toLowerCase();
    this.emailVerifiedAt = now;
  }

  get twoFactorEnabled(): boolean {
    return this.twoFactorEnabledAt !== null;
  }

  enableTwoFactor(now = new Date()): void {
    this.twoFactorEnabledAt ??= now;
  }

  disableTwoFactor(): void {
    this.twoFactorEnabledAt = null;
  }

  changePassword(passwordHash: string): void {
    this.passwordHash = passwordHash;
  }

  block(): void {
    this.isBlocked = true;
  }

  unblock(): void {
    this.isBlocked = false;
  }

  recordMatch(won: boolean, newRating: number): void {
    if (won) this.wins++;
    else this.losses++;
    this.rating = newRating;
  }

  /** The profile's mail preferences; off by default, so nobody is mailed who did not ask. */
  setMatchStartMail(on: boolean): void {
    this.emailMatchStart = on;
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
  }

  addWinnings(amount: Cents): void {
    this.moneyWon = addCents(this.moneyWon, amount);
  }
}

export const UserSchema = defineEntity({
  class: User,
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(30),
    usernameSkeleton: p.text(),
    email: p.string().length(254),
    passwordHash: p.text(),
    role: p.string().length(10).$type<Role>(),
    isBlocked: p.boolean(),
    emailVerifiedAt: p.datetime().nullable(),
    twoFactorEnabledAt: p.datetime().nullable(),
    wins: p.integer(),
    losses: p.integer(),
    rating: p.integer(),
    moneyWon: p.bigint('number'),
    emailMatchStart: p.boolean(),
    locale: p.text().$type<Locale>().nullable(),
    createdAt: p.datetime(),
  },
});
