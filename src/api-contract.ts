import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/core';
import openapiTS, { astToString } from 'openapi-typescript';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { CHOICES } from './modules/gameplay/contracts/choices.js';
import {
  CANCELLATION_REASON_DISPLAY,
  CANCELLATION_REASONS,
  DEFAULT_PAYMENT_METHOD,
  MIN_WITHDRAWAL,
  PAYMENT_METHOD_DISPLAY,
  PAYMENT_METHODS,
  WITHDRAWAL_STATUSES,
} from './modules/payouts/domain/withdrawal-options.js';
import { MAX_DEPOSIT, MIN_DEPOSIT } from './modules/cashier/domain/deposit-options.js';
import {
  BRACKET_SIZES,
  DEFAULT_GAME_MODE,
  DEFAULT_MAX_PLAYERS,
  DESCRIPTION_MAX_LENGTH,
  GAME_MODES,
  MAX_ENTRY_FEE,
  MIN_ENTRY_FEE,
  NAME_MAX_LENGTH,
  TOURNAMENT_STATUSES,
} from './modules/tournaments/domain/tournament-rules.js';
import { FIRST_DAY, LAST_DAY } from './shared/calendar/calendar-day.js';
import { minSeatsFor, PAYOUT_TABLES } from './modules/tournaments/domain/payouts.js';
import { MOVE_TIMEOUT_CHOICES } from './modules/tournaments/domain/pace.js';
import { Metrics } from './shared/observability/metrics.js';
import { openApiDocument } from './shared/http/openapi.js';

/** Where the generated client types live, from the project root. */
export const API_TYPES_FILE = 'web/src/lib/api-types.ts';

const HEADER =
  "// Generated from the server's OpenAPI document by `npm run api:types`. Do not edit: change the server's DTOs.\n\n";

/**
 * The limits and closed lists the server enforces, written into the generated file so that the web forms
 * check exactly what the server will (amounts in cents). Changing one here changes both sides.
 */
export const API_LIMITS = {
  depositMinCents: MIN_DEPOSIT,
  depositMaxCents: MAX_DEPOSIT,
  withdrawalMinCents: MIN_WITHDRAWAL,
  entryFeeMinCents: MIN_ENTRY_FEE,
  entryFeeMaxCents: MAX_ENTRY_FEE,
  tournamentNameMaxLength: NAME_MAX_LENGTH,
  tournamentDescriptionMaxLength: DESCRIPTION_MAX_LENGTH,
  bracketSizes: BRACKET_SIZES,
  defaultMaxPlayers: DEFAULT_MAX_PLAYERS,
  gameModes: GAME_MODES,
  defaultGameMode: DEFAULT_GAME_MODE,
  /** Prize tables by place (issue 32 §3), the default first, each with the fewest players it needs. */
  payoutTables: PAYOUT_TABLES.map((payouts) => ({ payouts, minPlayers: minSeatsFor(payouts) })),
  /** Seconds per move a tournament may take (issue 32 §4); the server's default may add one (see the terms). */
  moveTimeoutChoices: MOVE_TIMEOUT_CHOICES,
  tournamentStatuses: TOURNAMENT_STATUSES,
  choices: CHOICES,
  paymentMethods: PAYMENT_METHODS,
  paymentMethodLabels: PAYMENT_METHOD_DISPLAY,
  defaultPaymentMethod: DEFAULT_PAYMENT_METHOD,
  withdrawalStatuses: WITHDRAWAL_STATUSES,
  cancellationReasons: CANCELLATION_REASONS,
  cancellationReasonLabels: CANCELLATION_REASON_DISPLAY,
  /** The days a date parameter may name (a report's period, a list's filter). */
  firstDay: FIRST_DAY,
  lastDay: LAST_DAY,
};

/**
 * The OpenAPI document without a database: Nest's preview mode registers every module and controller but
 * instantiates nothing, which is all the Swagger scanner reads.
 */
export async function buildOpenApiDocument() {
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: mkdtempSync(join(tmpdir(), 'spockout-openapi-')) });
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- preview mode instantiates no provider, so the ORM is never read
  const unreadOrm = {} as MikroORM;
  // Nest declares its options as a class but only ever reads them from a literal.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- see above
  const app = await NestFactory.create(AppModule.forRoot(unreadOrm, config, new Metrics()), new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix('api');
  const document = openApiDocument(app);
  await app.close();
  return document;
}

/** The web client's types, as openapi-typescript writes them from the document. */
export async function generateApiTypes(): Promise<string> {
  const document = await buildOpenApiDocument();
  const ast = await openapiTS(JSON.stringify(document), {
    alphabetize: true,
    exportType: true,
    defaultNonNullable: false,
  });
  const limits = `\n/** The server's limits and closed lists (src/api-contract.ts): amounts in cents. */\nexport const API_LIMITS = ${JSON.stringify(API_LIMITS, null, 4)} as const;\n`;
  return HEADER + astToString(ast) + limits;
}
