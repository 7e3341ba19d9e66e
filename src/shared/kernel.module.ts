import { createSecretKey } from 'node:crypto';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OutboxRelay } from './outbox/outbox-relay.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { Metrics } from './observability/metrics.js';
import { ReplicaMonitor } from './database/replica-monitor.js';
import { LiveBus } from './bus/live-bus.js';

/**
 * What every context may use: configuration, the ORM's context-bound EntityManager, the buses, the relay, the
 * JwtService that identity signs access tokens with, and the passport-jwt strategy the access guard verifies them
 * with (the same secret, HS256 only).
 */
@Global()
@Module({})
export class KernelModule {
  static forRoot(orm: MikroORM, config: AppConfig, metrics: Metrics): DynamicModule {
    return {
      module: KernelModule,
      imports: [
        DiscoveryModule,
        CqrsModule.forRoot(),
        JwtModule.register({
          // A KeyObject made once: given a string, jsonwebtoken tries (and fails) to parse it as a public key on
          // every verification, which showed as the top cost of an authenticated request.
          secret: createSecretKey(Buffer.from(config.jwtSecret)),
          signOptions: { algorithm: 'HS256' },
        }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Metrics, useValue: metrics },
        { provide: MikroORM, useValue: orm },
        // The global EntityManager resolves, through MikroORM's RequestContext and TransactionContext, to the
        // request's fork (bootstrap.ts) or the running transaction's.
        { provide: EntityManager, useValue: orm.em },
        OutboxRelay,
        JwtStrategy,
        // Idle unless DATABASE_REPLICA_URLS names replicas.
        ReplicaMonitor,
        // Idle unless EVENT_BUS_URL names a Redis; the live publisher and feed use it, the readiness probe reports it.
        LiveBus,
      ],
      exports: [APP_CONFIG, Metrics, MikroORM, EntityManager, OutboxRelay, JwtStrategy, CqrsModule, JwtModule, LiveBus],
    };
  }
}
