import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Public } from '../auth/auth.decorators.js';
import { all, db } from '../database/query.js';
import { LiveBus } from '../bus/live-bus.js';
import { DATABASE_SUPERVISION, type DatabaseSupervision } from './database-supervision.js';
import { HealthDto, LivenessDto, ReadinessDto } from './health.responses.js';

export const APP_VERSION = '0.1.3-alpha';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_SUPERVISION) private readonly supervision: DatabaseSupervision,
    private readonly bus: LiveBus,
  ) {}

  /** 200 when the database answers, 503 when it does not; the web footer reads the environment from here. */
  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiResponse({ status: 503, type: HealthDto, description: 'The database does not answer.' })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const up = await this.databaseUp();
    if (!up) void reply.status(503);
    return {
      status: up ? 'ok' : 'unavailable',
      database: up ? 'up' : 'down',
      environment: this.config.appEnv,
      version: APP_VERSION,
    };
  }

  /**
   * Liveness: the process answers. A database that is down or being restarted does not fail it (a restart of the
   * app would not help); an embedded one the watchdog gave up on does, as the process is about to exit 1.
   */
  @Public()
  @Get('live')
  @ApiOkResponse({ type: LivenessDto })
  @ApiResponse({ status: 503, type: LivenessDto, description: 'The embedded database could not be restarted.' })
  live(@Res({ passthrough: true }) reply: FastifyReply) {
    if (this.supervision.state() !== 'failed') return { status: 'ok' };
    void reply.status(503);
    return { status: 'failing' };
  }

  /**
   * Readiness: the database answers (and is not being restarted) and every committed migration is applied. The
   * event bus is reported but does not decide: without it the instance serves on PostgreSQL alone, so a load
   * balancer must keep it.
   */
  @Public()
  @Get('ready')
  @ApiOkResponse({ type: ReadinessDto })
  @ApiResponse({
    status: 503,
    type: ReadinessDto,
    description: 'The database does not answer or is being restarted, or migrations are pending.',
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const database = await this.databaseUp();
    const pending = database
      ? await this.orm.migrator.getPending().then(
          (list) => list.length,
          () => -1,
        )
      : -1;
    const ready = database && pending === 0;
    if (!ready) void reply.status(503);
    return {
      status: ready ? 'ready' : 'not_ready',
      database: database ? 'up' : 'down',
      pending_migrations: pending,
      bus: this.bus.state(),
    };
  }

  private databaseUp(): Promise<boolean> {
    if (this.supervision.state() !== 'up') return Promise.resolve(false);
    const em = this.orm.em.fork();
    return all(
      em,
      db(em).selectNoFrom((eb) => eb.lit(1).as('one')),
    )
      .then(() => true)
      .catch(() => false);
  }
}
