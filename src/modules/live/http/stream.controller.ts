import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { EventFeed } from '../event-feed.js';
import { StreamHub } from '../stream-hub.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';

/** The access token's expiry (ms). The guard has verified the token; this only reads its `exp`. */
function tokenExpiry(request: FastifyRequest): number {
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now();
  } catch {
    return Date.now();
  }
}

@ApiTags('live')
@ApiBearerAuth()
@Controller('stream')
export class StreamController {
  constructor(
    private readonly hub: StreamHub,
    private readonly feed: EventFeed,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in user's live changes, as server-sent events.",
    description:
      'Events `match` {match_id, tournament_id, reason}, `tournament` {tournament_id, reason}, `tournaments` {}, ' +
      '`wallet` {} and `notifications` {unread} (your unread count): what changed, never a choice; the client refetches what it shows. A comment line at least every ' +
      '15 s. The bearer token goes in the Authorization header; the stream ends when the token expires (after an ' +
      '`expired` {} event: reconnect at once with a refreshed token), the session is logged out or the user is ' +
      'blocked (without one). Each notice has an `id:`; a client that reconnects with it as Last-Event-ID is sent ' +
      'what it missed (up to 5 minutes back) and then `resumed` {}, or, when that is too old, `reload` {}: refetch ' +
      'everything shown. The same id may come twice (a replay overlaps what arrived): drop the second.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An open text/event-stream.', schema: { type: 'string' } })
  @ApiErrors({
    429: 'Too many open streams: 8 per account, MAX_STREAMS_PER_ADDRESS per client address over every instance, or MAX_STREAMS_PER_INSTANCE on this one; Retry-After says when to try again.',
  })
  async open(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // The client's address as TRUST_PROXY allows, as for the login and registration caps.
    const stream = await this.hub.open(user, tokenExpiry(request), request.ip, reply);
    const lastEventId = request.headers['last-event-id'];
    if (stream && typeof lastEventId === 'string') await this.feed.replay(stream, lastEventId);
  }
}
