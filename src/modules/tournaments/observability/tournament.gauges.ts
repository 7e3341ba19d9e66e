import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { db, one } from '../../../shared/database/query.js';
import { Metrics } from '../../../shared/observability/metrics.js';

/** Registers the tournaments gauges, read from this context's own table when Prometheus scrapes. */
@Injectable()
export class TournamentGauges implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge('tournaments_active', 'Tournaments being played now', async () => {
      const em = this.orm.em.fork();
      const row = await one(
        em,
        db(em)
          .selectFrom('tournaments')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 'ACTIVE'),
      );
      return Number(row.n);
    });
  }
}
