import { Controller, Get, Header, Inject, type OnModuleInit } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Public } from '../auth/auth.decorators.js';
import { Metrics } from './metrics.js';
import { db, one } from '../database/query.js';

/** Prometheus text format at /api/metrics. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    @Inject(MikroORM) private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge('outbox_backlog', 'Domain events recorded but not yet dispatched', async () => {
      const em = this.orm.em.fork();
      const row = await one(
        em,
        db(em)
          .selectFrom('domain_events')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('dispatched_at', 'is', null),
      );
      return Number(row.n);
    });
  }

  @Public()
  @Get()
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
