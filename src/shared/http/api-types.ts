import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/core';
import openapiTS, { astToString } from 'openapi-typescript';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/app-config.js';
import { AppModule } from '../../app.module.js';
import { Metrics } from '../observability/metrics.js';
import { openApiDocument } from './openapi.js';

/** Where the generated client types live, from the project root. */
export const API_TYPES_FILE = 'web/src/lib/api-types.ts';

const HEADER = '// Generated from the server\'s OpenAPI document by `npm run api:types`. Do not edit: change the server\'s DTOs.\n\n';

/**
 * The OpenAPI document without a database: Nest's preview mode registers every module and controller but
 * instantiates nothing, which is all the Swagger scanner reads.
 */
export async function buildOpenApiDocument() {
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: mkdtempSync(join(tmpdir(), 'spockout-openapi-')) });
  const app = await NestFactory.create(AppModule.forRoot({} as MikroORM, config, new Metrics()), new FastifyAdapter(), {
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
  const ast = await openapiTS(JSON.stringify(document), { alphabetize: true, exportType: true });
  return HEADER + astToString(ast);
}
