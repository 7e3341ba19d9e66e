import { type Cents, formatCents } from '../../../shared/money/money.js';

export const RISK_SIGNAL_CODES = ['new_account', 'opponent_never_moved', 'repeat_opponent', 'shared_address_with_opponent'] as const;
export type RiskSignalCode = (typeof RISK_SIGNAL_CODES)[number];

const HOUR_MS = 3_600_000;
export const NEW_ACCOUNT_HOURS = 24;
export const REPEAT_OPPONENT_DAYS = 7;
export const REPEAT_OPPONENT_MATCHES = 3;
/** How far back the match, prize and address signals look: the address retention (docs/security.md). */
export const LOOKBACK_DAYS = 90;

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

export interface MatchFact {
  matchId: number;
  tournamentId: number;
  opponentId: number;
  won: boolean;
  opponentMovedByHand: boolean;
  completedAt: Date;
}

export interface PrizeFact {
  tournamentId: number;
  tournamentName: string;
  amount: Cents;
}

/** What is known of one withdrawing user, gathered from the other contexts. */
export interface RiskFacts {
  createdAt: Date | null;
  matches: MatchFact[];
  prizes: PrizeFact[];
  /** Opponents who used a client address this user also used, with how many such addresses. */
  sharedAddresses: Map<number, number>;
  usernames: Map<number, string>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
const unique = <T>(values: T[]) => [...new Set(values)];

function age(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  return plural(Math.floor(minutes / 60), 'hour');
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
  const absentWins = facts.matches.filter((m) => m.won && !m.opponentMovedByHand);
  const absentTournaments = new Set(absentWins.map((m) => m.tournamentId));
  const tainted = facts.prizes.filter((p) => absentTournaments.has(p.tournamentId));
  if (tainted.length) {
    const prizeTournaments = new Set(tainted.map((p) => p.tournamentId));
    const matches = absentWins.filter((m) => prizeTournaments.has(m.tournamentId));
    const opponents = unique(matches.map((m) => m.opponentId));
    const amount = tainted.reduce((sum, p) => sum + p.amount, 0);
    signals.push({
      code: 'opponent_never_moved',
      detail:
        `Won ${formatCents(amount)} coins in prizes from ${plural(tainted.length, 'tournament')} ` +
        `(${list(tainted.map((p) => p.tournamentName))}) that include ${plural(matches.length, 'match', 'matches')} ` +
        `in which ${list(opponents.map(name))} never moved by hand.`,
      matches: matches.map((m) => m.matchId),
      users: opponents.map(user),
    });
  }

  const recentSince = now.getTime() - REPEAT_OPPONENT_DAYS * 24 * HOUR_MS;
  const byOpponent = new Map<number, MatchFact[]>();
  for (const match of facts.matches) {
    const group = byOpponent.get(match.opponentId);
    if (group) group.push(match);
    else byOpponent.set(match.opponentId, [match]);
  }
  for (const [opponentId, matches] of byOpponent) {
    const recent = matches.filter((m) => m.completedAt.getTime() >= recentSince);
    if (recent.length < REPEAT_OPPONENT_MATCHES) continue;
    const won = recent.filter((m) => m.won).length;
    signals.push({
      code: 'repeat_opponent',
      detail: `Played ${plural(recent.length, 'match', 'matches')} against ${name(opponentId)} in the last ${REPEAT_OPPONENT_DAYS} days (won ${won}).`,
      matches: recent.map((m) => m.matchId),
      users: [user(opponentId)],
    });
  }

  for (const [opponentId, addresses] of facts.sharedAddresses) {
    const matches = byOpponent.get(opponentId) ?? [];
    signals.push({
      code: 'shared_address_with_opponent',
      detail:
        `${name(opponentId)}, an opponent in ${plural(matches.length, 'match', 'matches')}, logged in from ` +
        `${plural(addresses, 'client address', 'client addresses')} this user also used in the last ${LOOKBACK_DAYS} days.`,
      matches: matches.map((m) => m.matchId),
      users: [user(opponentId)],
    });
  }
  return signals;
}
