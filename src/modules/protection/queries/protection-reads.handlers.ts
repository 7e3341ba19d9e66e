import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { all, databaseNow, db } from '../../../shared/database/query.js';
import { formatCents, type Cents } from '../../../shared/money/money.js';
import { GetSessionStart } from '../../identity/contracts/session-start.query.js';
import { GetDailyWalletFlows, GetWalletFlows, type WalletFlows } from '../../ledger/contracts/wallet-flows.query.js';
import { PROTECTION_AGGREGATE } from '../contracts/protection.events.js';
import { GetProtectionStatus, type ProtectionView } from '../contracts/protection.queries.js';
import { readLimits, readProtection } from '../persistence/protection.repository.js';
import {
  GetLimits,
  GetProtectionHistory,
  GetSaferPlayFigures,
  GetSessionSummary,
  type ProtectionEvent,
  type SaferPlayFigures,
  type SessionSummary,
} from './protection.queries.js';
import { limitsView, protectionView, type LimitsView } from './views.js';

const netOf = (flows: WalletFlows) => (flows.prizes + flows.refunds - flows.fees) as Cents;
const HOUR = 3_600_000;

@QueryHandler(GetProtectionStatus)
export class GetProtectionStatusHandler implements IQueryHandler<GetProtectionStatus> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetProtectionStatus): Promise<ProtectionView> {
    return protectionView(await readProtection(this.em, userId), await databaseNow(this.em));
  }
}

@QueryHandler(GetLimits)
export class GetLimitsHandler implements IQueryHandler<GetLimits> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetLimits): Promise<LimitsView> {
    const [record, limits, now] = [
      await readProtection(this.em, userId),
      await readLimits(this.em, userId),
      await databaseNow(this.em),
    ];
    return limitsView(limits, record.realityCheckMinutes, now);
  }
}

@QueryHandler(GetSessionSummary)
export class GetSessionSummaryHandler implements IQueryHandler<GetSessionSummary> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, sessionId }: GetSessionSummary): Promise<SessionSummary> {
    const now = await databaseNow(this.em);
    // A token from before sessions were named has no start on record: count from now rather than guess.
    const started = (await this.queries.execute(new GetSessionStart(userId, sessionId))) ?? now;
    const [flows] = await this.queries.execute(new GetWalletFlows(userId, [started]));
    const record = await readProtection(this.em, userId);
    return {
      started_at: started.toISOString(),
      duration_seconds: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
      fees: formatCents(flows.fees),
      prizes: formatCents(flows.prizes),
      refunds: formatCents(flows.refunds),
      net: formatCents(netOf(flows)),
      reality_check_minutes: record.realityCheckMinutes || null,
    };
  }
}

@QueryHandler(GetSaferPlayFigures)
export class GetSaferPlayFiguresHandler implements IQueryHandler<GetSaferPlayFigures> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: GetSaferPlayFigures): Promise<SaferPlayFigures> {
    const now = (await databaseNow(this.em)).getTime();
    const windows = [
      ['24h', 24],
      ['7d', 24 * 7],
      ['30d', 24 * 30],
    ] as const;
    const flows = await this.queries.execute(
      new GetWalletFlows(
        userId,
        windows.map(([, hours]) => new Date(now - hours * HOUR)),
      ),
    );
    const daily = await this.queries.execute(new GetDailyWalletFlows(userId, 30));
    return {
      windows: windows.map(([window], index) => ({
        window,
        deposits: formatCents(flows[index].deposits),
        fees: formatCents(flows[index].fees),
        prizes: formatCents(flows[index].prizes),
        refunds: formatCents(flows[index].refunds),
        net: formatCents(netOf(flows[index])),
      })),
      daily: daily.map((day) => ({ day: day.day, net: formatCents(netOf(day)) })),
      links: this.config.saferPlayLinks,
    };
  }
}

@QueryHandler(GetProtectionHistory)
export class GetProtectionHistoryHandler implements IQueryHandler<GetProtectionHistory> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetProtectionHistory): Promise<ProtectionEvent[]> {
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('domain_events')
        .select(['id', 'type', 'occurred_at', 'user_id', 'payload'])
        .where('aggregate_type', '=', PROTECTION_AGGREGATE)
        .where('aggregate_id', '=', String(userId))
        .orderBy('id', 'desc')
        .limit(200),
    );
    return rows.map((row) => ({
      id: Number(row.id),
      type: row.type,
      occurred_at: new Date(row.occurred_at).toISOString(),
      user: row.user_id,
      payload: row.payload as Record<string, unknown>,
    }));
  }
}
