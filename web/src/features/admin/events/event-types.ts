import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MantineColor } from '@mantine/core';

/** Every aggregate of the event log (docs/events.md), in the order an operator thinks of them. */
export const AGGREGATE_TYPES = ['user', 'wallet', 'withdrawal', 'tournament', 'match', 'game'] as const;
export type AggregateType = (typeof AGGREGATE_TYPES)[number];

export const AGGREGATE_LABEL: Record<AggregateType, MessageDescriptor> = {
  user: msg`User`,
  wallet: msg`Wallet`,
  withdrawal: msg`Withdrawal`,
  tournament: msg`Tournament`,
  match: msg`Match`,
  game: msg`Game`,
};

/**
 * Every event type of docs/events.md, grouped by the aggregate that raises it. The names are the domain's
 * identifiers, shown as the server records them in every language: an admin filters by them and finds them in
 * docs/events.md.
 */
/* eslint-disable lingui/no-unlocalized-strings -- identifiers of the domain, not words (see above) */
export const EVENT_TYPES_BY_AGGREGATE: Record<AggregateType, readonly string[]> = {
  user: ['UserRegistered', 'UserLoggedIn', 'UserBlocked', 'AdminRoleGranted', 'AdminRoleRevoked'],
  wallet: ['DepositMade'],
  withdrawal: [
    'WithdrawalRequested',
    'WithdrawalFirstApproved',
    'WithdrawalApproved',
    'WithdrawalRejected',
    'WithdrawalCancellationRequested',
    'WithdrawalCancellationApproved',
    'WithdrawalCancellationDenied',
  ],
  tournament: [
    'TournamentCreated',
    'PlayerJoinedTournament',
    'PlayerLeftTournament',
    'TournamentCheckInStarted',
    'PlayerCheckedIn',
    'CheckInLapsed',
    'TournamentStarted',
    'TournamentRoundAdvanced',
    'TournamentCancelled',
    'TournamentCompleted',
    'PrizePaid',
  ],
  match: ['MatchStarted', 'MatchCompleted'],
  game: ['MoveSubmitted', 'MoveAutoSubmitted', 'GameCompleted'],
};
/* eslint-enable lingui/no-unlocalized-strings */

export const EVENT_TYPES: readonly string[] = AGGREGATE_TYPES.flatMap(
  (aggregate) => EVENT_TYPES_BY_AGGREGATE[aggregate],
);

const AGGREGATE_COLOR: Record<AggregateType, MantineColor> = {
  user: 'cyan',
  wallet: 'teal',
  withdrawal: 'orange',
  tournament: 'grape',
  match: 'indigo',
  game: 'blue',
};

const TYPE_AGGREGATE = new Map<string, AggregateType>(
  AGGREGATE_TYPES.flatMap((aggregate) => EVENT_TYPES_BY_AGGREGATE[aggregate].map((type) => [type, aggregate] as const)),
);

/** A badge colour per aggregate, so a tournament's events read as one family; red for refusals and blocks. */
export function eventColor(type: string, aggregateType?: string): MantineColor {
  if (/Rejected|Denied|Cancelled|Blocked|Revoked/.test(type)) return 'red';
  const aggregate = TYPE_AGGREGATE.get(type) ?? (aggregateType as AggregateType | undefined);
  return (aggregate && AGGREGATE_COLOR[aggregate]) ?? 'gray';
}

export function isAggregateType(value: string): value is AggregateType {
  return (AGGREGATE_TYPES as readonly string[]).includes(value);
}
