import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MikroORM } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Public } from '../auth/auth.decorators.js';
import { HealthDto, LivenessDto, ReadinessDto } from './health.responses.js';

export const APP_VERSION = '0.1.3-alpha';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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

  /** Liveness: the process answers; it says nothing of its dependencies, so a restart is not triggered by them. */
  @Public()
  @Get('live')
  @ApiOkResponse({ type: LivenessDto })
  live() {
    return { status: 'ok' };
  }

  /** Readiness: the database answers and every committed migration is applied. */
  @Public()
  @Get('ready')
  @ApiOkResponse({ type: ReadinessDto })
  @ApiResponse({
    status: 503,
    type: ReadinessDto,
    description: 'The database does not answer, or migrations are pending.',
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
    return { status: ready ? 'ready' : 'not_ready', database: database ? 'up' : 'down', pending_migrations: pending };
  }

  private databaseUp(): Promise<boolean> {
    return this.orm.em
      .fork()
      .getConnection()
      .execute('SELECT 1')
      .then(() => true)
      .catch(() => false);
  }
}
