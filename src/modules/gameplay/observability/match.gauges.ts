import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Metrics } from '../../../shared/observability/metrics.js';

/** Registers the gameplay gauges, read from this context's own table when Prometheus scrapes. */
@Injectable()
export class MatchGauges implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge('matches_in_progress', 'Matches being played now', async () => {
      const [row] = await this.orm.em
        .fork()
        .getConnection()
        .execute<{ n: string }[]>("SELECT count(*) AS n FROM matches WHERE status = 'IN_PROGRESS'");
      return Number(row.n);
    });
  }
}
