import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { EventFeed } from '../event-feed.js';
import { StreamHub } from '../stream-hub.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { ValidateProblem } from '../../../shared/http/validate-problem.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { GetMatchPlayers } from '../../gameplay/contracts/match-players.query.js';
import { msg } from '#i18n';

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

const MAX_ID = 2_147_483_647;

function idProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return 'A valid integer is required.';
  const id = Number(value);
  if (id < 1) return 'Ensure this value is greater than or equal to 1.';
  if (id > MAX_ID) return `Ensure this value is less than or equal to ${MAX_ID}.`;
  return null;
}

const watched = (value: string | undefined): number | null => (value === undefined ? null : Number(value));

/** What the page holding the stream watches: a spectator hears of it as its players do (issue 33 §4). */
export class StreamQueryDto {
  @ApiPropertyOptional({ type: Number, minimum: 1, description: 'A tournament the page shows: its notices too.' })
  @IsOptional()
  @ValidateProblem('isWatchedTournament', idProblem)
  tournament?: string;

  @ApiPropertyOptional({ type: Number, minimum: 1, description: 'A match the page shows: its notices too.' })
  @IsOptional()
  @ValidateProblem('isWatchedMatch', idProblem)
  match?: string;
}

@ApiTags('live')
@ApiBearerAuth()
@Controller('stream')
export class StreamController {
  constructor(
    private readonly hub: StreamHub,
    private readonly feed: EventFeed,
    private readonly queries: QueryBus,
  ) {}

  /** A challenge's match (issue 33 §1) is watched by its two players only: to anyone else it does not exist. */
  private async assertMayWatch(userId: number, matchId: number | null): Promise<void> {
    if (matchId === null) return;
    const match = (await this.queries.execute(new GetMatchPlayers([matchId]))).at(0);
    if (match && !match.listed && !match.playerIds.includes(userId))
      throw DomainError.notFound(msg({ message: 'Match not found.' }));
  }

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
      'everything shown. The same id may come twice (a replay overlaps what arrived): drop the second. ' +
      '`?tournament=` and `?match=` name what the page watches: its `match` and `tournament` notices come too, as ' +
      "to its players (a match's also to the watchers of its tournament), and the match's `watchers` count the " +
      'stream. A page that watches something else reconnects with its Last-Event-ID.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An open text/event-stream.', schema: { type: 'string' } })
  @ApiErrors({
    400: '{"tournament": [...]} or {"match": [...]}: not a positive integer.',
    404: "`match` names a challenge's match (issue 33 §1) and the caller is not one of its players.",
    429: 'Too many open streams: 8 per account, MAX_STREAMS_PER_ADDRESS per client address over every instance, or MAX_STREAMS_PER_INSTANCE on this one; Retry-After says when to try again.',
  })
  async open(
    @CurrentUser() user: AuthUser,
    @Query() query: StreamQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const watch = { tournamentId: watched(query.tournament), matchId: watched(query.match) };
    await this.assertMayWatch(user.id, watch.matchId);
    // The client's address as TRUST_PROXY allows, as for the login and registration caps.
    const lastEventId = request.headers['last-event-id'];
    const resuming = typeof lastEventId === 'string';
    const stream = await this.hub.open(user, tokenExpiry(request), request.ip, reply, watch, resuming);
    if (stream && resuming) await this.feed.replay(stream, lastEventId);
  }
}
