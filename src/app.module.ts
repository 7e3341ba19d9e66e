import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { MikroORM } from '@mikro-orm/core';
import type { AppConfig } from './config/app-config.js';
import type { Metrics } from './shared/observability/metrics.js';
import { KernelModule } from './shared/kernel.module.js';
import { AccessGuard } from './shared/auth/auth.guard.js';
import { AdminFallbackController, ApiFallbackController } from './shared/http/api-fallback.controller.js';
import { HealthController } from './shared/http/health.controller.js';
import { DATABASE_SUPERVISION, UNSUPERVISED, type DatabaseSupervision } from './shared/http/database-supervision.js';
import { MetricsController } from './shared/observability/metrics.controller.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { LedgerModule } from './modules/ledger/ledger.module.js';
import { CashierModule } from './modules/cashier/cashier.module.js';
import { PayoutsModule } from './modules/payouts/payouts.module.js';
import { TournamentsModule } from './modules/tournaments/tournaments.module.js';
import { GameplayModule } from './modules/gameplay/gameplay.module.js';
import { OperationsModule } from './modules/operations/operations.module.js';
import { LiveModule } from './modules/live/live.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { ProtectionModule } from './modules/protection/protection.module.js';

@Module({})
export class AppModule {
  static forRoot(
    orm: MikroORM,
    config: AppConfig,
    metrics: Metrics,
    supervision: DatabaseSupervision = UNSUPERVISED,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KernelModule.forRoot(orm, config, metrics),
        IdentityModule,
        LedgerModule,
        CashierModule,
        PayoutsModule,
        TournamentsModule,
        GameplayModule,
        OperationsModule,
        LiveModule,
        NotificationsModule,
        ProtectionModule,
      ],
      controllers: [HealthController, MetricsController, AdminFallbackController, ApiFallbackController],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: DATABASE_SUPERVISION, useValue: supervision },
      ],
    };
  }
}
