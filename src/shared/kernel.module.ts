import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OutboxRelay } from './outbox/outbox-relay.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { Metrics } from './observability/metrics.js';

/** What every context may use: configuration, the ORM's context-bound EntityManager, the buses, the relay. */
@Global()
@Module({})
export class KernelModule {
  static forRoot(orm: MikroORM, config: AppConfig, metrics: Metrics): DynamicModule {
    return {
      module: KernelModule,
      imports: [DiscoveryModule, CqrsModule.forRoot(), PassportModule],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Metrics, useValue: metrics },
        { provide: MikroORM, useValue: orm },
        // The global EntityManager resolves to the request's fork or the running transaction's.
        { provide: EntityManager, useValue: orm.em },
        OutboxRelay,
        JwtStrategy,
      ],
      exports: [APP_CONFIG, Metrics, MikroORM, EntityManager, OutboxRelay, CqrsModule],
    };
  }
}
