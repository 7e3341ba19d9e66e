import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { all, db } from '../../../shared/database/query.js';
import { SweepLoop } from '../../../shared/scheduling/sweep-loop.js';
import { CloseRetiredTable } from '../commands/close-retired-table.command.js';
import { OpenHouseTable } from '../commands/open-house-table.command.js';

/**
 * Tables are opened in the start's or cancellation's own transaction; this sweep is the net under that: a new
 * database's seeded templates, a crash between two tables, a template re-activated by hand in SQL.
 */
export const HOUSE_TABLE_SWEEP_INTERVAL_MS = 2_000;

export interface HouseTableSweep {
  opened: number;
  closed: number;
}

/**
 * Reconciles the house tables with their templates (issue 32 §1): opens one for every active template without an
 * open table, and cancels an empty open table whose template was retired while it was being opened. Safe with
 * several instances: each opening takes the template's advisory lock and looks again, and the partial unique
 * index tournaments_one_open_per_template refuses a second open table whatever happens; each cancellation locks
 * the table and re-checks it. Off with HOUSE_TABLE_SWEEP=false (the test suite's default, so other tests' lobbies
 * stay as they set them up).
 */
@Injectable()
export class HouseTableScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('HouseTableScheduler');
  private readonly loop = new SweepLoop(
    () => this.sweep().then(() => HOUSE_TABLE_SWEEP_INTERVAL_MS),
    (error) => {
      this.logger.error(`House-table sweep failed: ${(error as Error).message}`);
      return HOUSE_TABLE_SWEEP_INTERVAL_MS;
    },
  );

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.houseTableSweep) this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  async sweep(): Promise<HouseTableSweep> {
    const done: HouseTableSweep = { opened: 0, closed: 0 };
    const em = this.orm.em.fork();
    const missing = await all(
      em,
      db(em)
        .selectFrom('sit_and_go_templates as s')
        .select('s.id')
        .where('s.active', '=', true)
        .where('s.deleted_at', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('tournaments as t')
                .select('t.id')
                .whereRef('t.template_id', '=', 's.id')
                .where('t.status', '=', 'PENDING'),
            ),
          ),
        )
        .orderBy('s.id'),
    );
    for (const { id } of missing) {
      if (this.loop.stopped) break;
      try {
        if (await this.commands.execute(new OpenHouseTable(id))) done.opened++;
      } catch (error) {
        this.logger.error(`Opening the table of template ${id} failed: ${(error as Error).message}`);
      }
    }
    const retired = await all(
      em,
      db(em)
        .selectFrom('tournaments as t')
        .innerJoin('sit_and_go_templates as s', 's.id', 't.template_id')
        .select('t.id')
        .where('t.status', '=', 'PENDING')
        .where('t.current_players', '=', 0)
        .where((eb) => eb.or([eb('s.active', '=', false), eb('s.deleted_at', 'is not', null)]))
        .orderBy('t.id'),
    );
    for (const { id } of retired) {
      if (this.loop.stopped) break;
      try {
        if (await this.commands.execute(new CloseRetiredTable(id))) done.closed++;
      } catch (error) {
        this.logger.error(`Closing the retired table ${id} failed: ${(error as Error).message}`);
      }
    }
    return done;
  }
}
