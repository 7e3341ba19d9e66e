import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ERROR_CODE_HEADER_OBJECT, ERROR_SCHEMAS, errorSchema } from './api-errors.js';
import { APP_VERSION } from './health.controller.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The OpenAPI document of the app: the contract the web client's types are generated from
 * (web/src/lib/api-types.ts, `npm run api:types`). It depends on the code only, never on the environment,
 * so the generated file is the same on every machine.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Spockout API')
      .setDescription('Rock-paper-scissors-lizard-Spock knockout tournaments with a coin wallet')
      .setVersion(APP_VERSION)
      .addBearerAuth()
      .build(),
  );
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...ERROR_SCHEMAS } };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      // The guard answers 401 on every protected route before the route's own errors could arise.
      if (operation.security?.length && !operation.responses['401']) {
        operation.responses['401'] = { description: 'No valid access token, an ended session or a blocked account.' };
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        // An error declared with a description only answers the shape ErrorFilter gives its status.
        if (response && /^[45]/.test(status) && !('$ref' in response) && !response.content) {
          response.content = { 'application/json': { schema: errorSchema(Number(status)) } };
        }
        // A refusal of the domain names its code in a header too (issue 31 §4). Inline, not a $ref, so the
        // generated type says optional: a refusal from outside the domain (a malformed body) has none.
        if (response && /^4/.test(status) && !('$ref' in response)) {
          response.headers = { ...response.headers, 'Error-Code': ERROR_CODE_HEADER_OBJECT };
        }
      }
    }
  }
  return document;
}
