import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetOpponentSummaries } from '../../gameplay/contracts/opponent-summaries.query.js';
import { FindSharedAddresses, GetAccountCreationTimes } from '../../identity/contracts/risk-queries.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { GetPrizesWon } from '../../tournaments/contracts/prizes-won.query.js';
import { GetWageringSummaries } from '../../ledger/contracts/ledger.queries.js';
import { GetAgeDeclarationRefusals } from '../../protection/contracts/screening.js';
import {
  ageRefusedSignal,
  LOOKBACK_DAYS,
  notWageredSignal,
  MATCH_LINKS,
  REPEAT_OPPONENT_DAYS,
  type RiskSignal,
  riskSignals,
  sharedDestinationSignal,
} from '../domain/risk-signals.js';
import { destinationLabel } from '../domain/payment-destination.js';
import { findDestinationUses } from '../persistence/withdrawal.repository.js';
import { GetRiskSignals } from './get-risk-signals.query.js';

const DAY_MS = 86_400_000;

/**
 * Gathers the facts of a whole page of users from the contexts that own them, one query each (nine statements
 * or so however long the page), then lets the domain rule word the signals: the account's, then the withdrawal's own.
 */
@QueryHandler(GetRiskSignals)
export class GetRiskSignalsHandler implements IQueryHandler<GetRiskSignals> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ withdrawals }: GetRiskSignals): Promise<Map<number, RiskSignal[]>> {
    const ids = [...new Set(withdrawals.map((w) => w.userId))];
    if (ids.length === 0) return new Map();
    const now = new Date();
    const since = new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS);
    const recentSince = new Date(now.getTime() - REPEAT_OPPONENT_DAYS * DAY_MS);
    const created = await this.queries.execute(new GetAccountCreationTimes(ids));
    const opponents = await this.queries.execute(new GetOpponentSummaries(ids, since, recentSince, MATCH_LINKS));
    const prizes = await this.queries.execute(new GetPrizesWon(ids, since));
    const pairs = opponents.map((o) => ({ userId: o.userId, otherUserId: o.opponentId }));
    const shared = await this.queries.execute(new FindSharedAddresses(pairs));
    const destinations = await findDestinationUses(
      this.em,
      withdrawals.map((w) => w.destinationKey),
    );
    const users = await this.queries.execute(
      new GetUserSummaries([...opponents.map((o) => o.opponentId), ...destinations.map((d) => d.userId)]),
    );
    const wagering = await this.queries.execute(new GetWageringSummaries(ids));
    const ageRefusals = await this.queries.execute(new GetAgeDeclarationRefusals(ids));
    const usernames = new Map([...users].map(([id, u]) => [id, u.username]));
    const opponentsOf = byUser(opponents);
    const prizesOf = byUser(prizes);
    const sharedOf = byUser(shared);

    const ofUser = new Map(
      ids.map((userId) => [
        userId,
        [
          ...riskSignals(
            {
              createdAt: created.get(userId) ?? null,
              opponents: opponentsOf.get(userId) ?? [],
              prizes: prizesOf.get(userId) ?? [],
              sharedAddresses: new Map((sharedOf.get(userId) ?? []).map((s) => [s.otherUserId, s.addresses])),
              usernames,
            },
            now,
          ),
          ...[ageRefusedSignal(ageRefusals.get(userId))].filter((signal) => signal !== null),
        ],
      ]),
    );
    return new Map(
      withdrawals.map(({ withdrawalId, userId, amount, destinationKey }) => {
        const sharers = destinations
          .filter((d) => d.destinationKey === destinationKey && d.userId !== userId)
          .map((d) => ({ ...d, username: usernames.get(d.userId) ?? `user #${d.userId}` }));
        const own = [
          notWageredSignal(wagering.get(userId), amount),
          sharedDestinationSignal(destinationLabel(destinationKey), sharers),
        ].filter((signal) => signal !== null);
        return [withdrawalId, [...(ofUser.get(userId) ?? []), ...own]];
      }),
    );
  }
}

function byUser<T extends { userId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.userId);
    if (group) group.push(row);
    else groups.set(row.userId, [row]);
  }
  return groups;
}
