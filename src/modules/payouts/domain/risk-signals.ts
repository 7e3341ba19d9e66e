import { type Cents, formatCents, sumCents } from '../../../shared/money/money.js';

export const RISK_SIGNAL_CODES = [
  'new_account',
  'opponent_never_moved',
  'repeat_opponent',
  'shared_address_with_opponent',
  'not_wagered',
  'age_declaration_refused',
  'shared_destination',
] as const;
export type RiskSignalCode = (typeof RISK_SIGNAL_CODES)[number];

const HOUR_MS = 3_600_000;
export const NEW_ACCOUNT_HOURS = 24;
export const REPEAT_OPPONENT_DAYS = 7;
export const REPEAT_OPPONENT_MATCHES = 3;
/** How far back the match, prize and address signals look: the address retention (docs/security.md). */
export const LOOKBACK_DAYS = 90;
/** A signal links at most this many matches (the newest); its sentence gives the full count. */
export const MATCH_LINKS = 10;
const NAMED_TOURNAMENTS = 3;

export interface RiskUser {
  id: number;
  username: string;
}

/** One fact for the reviewer: a stable code, a sentence with the figures, and the matches and users it is about. */
export interface RiskSignal {
  code: RiskSignalCode;
  detail: string;
  matches: number[];
  users: RiskUser[];
}

/** The user's completed matches in the lookback against one opponent. */
export interface OpponentFact {
  opponentId: number;
  matches: number;
  /** Newest first, at most MATCH_LINKS. */
  matchIds: number[];
  recentMatches: number;
  recentWins: number;
  recentMatchIds: number[];
  winsAgainstAbsent: { matchId: number; tournamentId: number }[];
}

export interface PrizeFact {
  tournamentId: number;
  tournamentName: string;
  amount: Cents;
}

/** What is known of one withdrawing user, gathered from the other contexts. */
export interface RiskFacts {
  createdAt: Date | null;
  opponents: OpponentFact[];
  prizes: PrizeFact[];
  /** Opponents who used a client address this user also used, with how many such addresses. */
  sharedAddresses: Map<number, number>;
  usernames: Map<number, string>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

function age(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  return plural(Math.floor(minutes / 60), 'hour');
}

function tournamentNames(prizes: PrizeFact[]): string {
  const named = prizes.slice(0, NAMED_TOURNAMENTS).map((p) => p.tournamentName);
  const more = prizes.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : list(named);
}

/** What the withdrawing account deposited and then spent on entry fees (net of refunds), from the ledger. */
export interface WageringFact {
  firstDepositAt: Date;
  deposited: Cents;
  feesSpent: Cents;
}

/**
 * The one signal about a withdrawal rather than its account: it asks for more than the account has spent on
 * entry fees since its first deposit. Money deposited and taken out again without being played is the shape of
 * laundering through a wallet. No deposit, no signal: prize money was won by playing.
 */
export function notWageredSignal(wagering: WageringFact | undefined, amount: Cents): RiskSignal | null {
  if (!wagering || amount <= wagering.feesSpent) return null;
  return {
    code: 'not_wagered',
    detail:
      `Asks to withdraw ${formatCents(amount)} coins, more than the ${formatCents(wagering.feesSpent)} coins spent ` +
      `on entry fees (less refunds) since the first deposit (${formatCents(wagering.deposited)} coins deposited).`,
    matches: [],
    users: [],
  };
}

/** The dates of birth an account tried that were refused (protection's `GetAgeDeclarationRefusals`). */
export interface AgeRefusalFact {
  underAge: string[];
  afterRefusal: string[];
  nearby: string[];
}

/**
 * Issue 30 §3: the account declared a date of birth under age (and perhaps others after it), or registered within a
 * day of an under-age registration from its client address or email. An admin cleared it to take money in; the
 * reviewer of what it takes out still reads why it was held.
 */
export function ageRefusedSignal(fact: AgeRefusalFact | undefined): RiskSignal | null {
  if (!fact) return null;
  const parts: string[] = [];
  if (fact.underAge.length) parts.push(`Declared a date of birth under age: ${list(fact.underAge)}.`);
  if (fact.afterRefusal.length) parts.push(`Then tried ${list(fact.afterRefusal)}.`);
  if (fact.nearby.length)
    parts.push(
      `Registered within a day of a date of birth refused as under age from its client address or email ` +
        `(${list(fact.nearby)}).`,
    );
  if (parts.length === 0) return null;
  return { code: 'age_declaration_refused', detail: parts.join(' '), matches: [], users: [] };
}

/** Another account that withdrew to the same destination, and how often. */
export interface DestinationSharer {
  userId: number;
  username: string;
  withdrawals: number;
}

/**
 * The second signal about a withdrawal rather than its account: its money would go where another account's went
 * (or asks to), compared canonically (`payment-destination.ts`). Several accounts paying out to one place is the
 * shape of one person with many accounts: bonus abuse, collusion at the table, or a self-excluded player back.
 */
export function sharedDestinationSignal(what: string, sharers: DestinationSharer[]): RiskSignal | null {
  if (sharers.length === 0) return null;
  const withdrawals = sharers.reduce((sum, s) => sum + s.withdrawals, 0);
  return {
    code: 'shared_destination',
    detail:
      `Pays out to the same ${what} as ${plural(sharers.length, 'other account')} ` +
      `(${list(sharers.map((s) => s.username))}), in ${plural(withdrawals, 'withdrawal')} of theirs.`,
    matches: [],
    users: sharers.map((s) => ({ id: s.userId, username: s.username })),
  };
}

/** The reviewer's signals for one user, in a fixed order: account, prize money, repeat opponents, addresses. */
export function riskSignals(facts: RiskFacts, now: Date): RiskSignal[] {
  const name = (id: number) => facts.usernames.get(id) ?? `user #${id}`;
  const user = (id: number): RiskUser => ({ id, username: name(id) });
  const signals: RiskSignal[] = [];

  if (facts.createdAt && now.getTime() - facts.createdAt.getTime() < NEW_ACCOUNT_HOURS * HOUR_MS) {
    signals.push({
      code: 'new_account',
      detail: `Account created ${age(facts.createdAt, now)} ago, under ${NEW_ACCOUNT_HOURS} hours.`,
      matches: [],
      users: [],
    });
  }

  // A prize is tainted, whole, when the champion won any match of that tournament against an absent opponent.
  const absentTournaments = new Set(facts.opponents.flatMap((o) => o.winsAgainstAbsent.map((w) => w.tournamentId)));
  const tainted = facts.prizes.filter((p) => absentTournaments.has(p.tournamentId));
  if (tainted.length) {
    const prizeTournaments = new Set(tainted.map((p) => p.tournamentId));
    const wins = facts.opponents.flatMap((o) =>
      o.winsAgainstAbsent
        .filter((w) => prizeTournaments.has(w.tournamentId))
        .map((w) => ({ ...w, opponentId: o.opponentId })),
    );
    const opponents = [...new Set(wins.map((w) => w.opponentId))];
    const amount = sumCents(tainted.map((p) => p.amount));
    signals.push({
      code: 'opponent_never_moved',
      detail:
        `Won ${formatCents(amount)} coins in prizes from ${plural(tainted.length, 'tournament')} ` +
        `(${tournamentNames(tainted)}) that include ${plural(wins.length, 'match', 'matches')} ` +
        `in which ${list(opponents.map(name))} never moved by hand.`,
      matches: wins
        .map((w) => w.matchId)
        .sort((a, b) => b - a)
        .slice(0, MATCH_LINKS),
      users: opponents.map(user),
    });
  }

  for (const opponent of facts.opponents) {
    if (opponent.recentMatches < REPEAT_OPPONENT_MATCHES) continue;
    signals.push({
      code: 'repeat_opponent',
      detail:
        `Played ${plural(opponent.recentMatches, 'match', 'matches')} against ${name(opponent.opponentId)} ` +
        `in the last ${REPEAT_OPPONENT_DAYS} days (won ${opponent.recentWins}).`,
      matches: opponent.recentMatchIds.slice(0, MATCH_LINKS),
      users: [user(opponent.opponentId)],
    });
  }

  for (const [opponentId, addresses] of facts.sharedAddresses) {
    const opponent = facts.opponents.find((o) => o.opponentId === opponentId);
    signals.push({
      code: 'shared_address_with_opponent',
      detail:
        `${name(opponentId)}, an opponent in ${plural(opponent?.matches ?? 0, 'match', 'matches')}, logged in from ` +
        `${plural(addresses, 'client address', 'client addresses')} this user also used in the last ${LOOKBACK_DAYS} days.`,
      matches: (opponent?.matchIds ?? []).slice(0, MATCH_LINKS),
      users: [user(opponentId)],
    });
  }
  return signals;
}
