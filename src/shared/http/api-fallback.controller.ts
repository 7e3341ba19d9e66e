import { Controller, Delete, Get, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, Public } from '../auth/auth.decorators.js';
import { DomainError } from '../errors/domain-error.js';
import { msg, withValues } from '#i18n';

/** Its prefix and anything below it; every real route is more specific, and Fastify's router prefers it. */
const ANY = ['', '*'];

const notFound = (request: FastifyRequest) =>
  DomainError.notFound(
    withValues(msg({ message: 'Not found: {method} {path}' }), {
      method: request.method,
      path: request.url.split('?')[0],
    }),
  );

/**
 * Every /api path no route serves ends in one of the two controllers below, never at the web client's static files:
 * those refused a path with a doubled slash as 403, to anyone, so an anonymous admin call read as a refused one
 * (issue 30 §4). The methods the API uses, one handler each (a route takes one method); OPTIONS stays with CORS,
 * HEAD follows GET. Who may hear "not found" is each controller's own decorators' business.
 */
abstract class NotServed {
  @Get(ANY) get(@Req() request: FastifyRequest): never {
    throw notFound(request);
  }
  @Post(ANY) post(@Req() request: FastifyRequest): never {
    throw notFound(request);
  }
  @Put(ANY) put(@Req() request: FastifyRequest): never {
    throw notFound(request);
  }
  @Patch(ANY) patch(@Req() request: FastifyRequest): never {
    throw notFound(request);
  }
  @Delete(ANY) delete(@Req() request: FastifyRequest): never {
    throw notFound(request);
  }
}

/**
 * Under /api/admin the guard answers first, as on every admin route: anonymous 401, a player 403. Whether an
 * admin path exists is no one's business but an admin's, who then gets 404.
 */
@ApiExcludeController()
@AdminOnly()
@Controller('admin')
export class AdminFallbackController extends NotServed {}

/** Anywhere else under /api, a path that is not there is 404 to anyone. */
@ApiExcludeController()
@Public()
@Controller()
export class ApiFallbackController extends NotServed {}
