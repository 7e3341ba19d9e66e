import type { QueryBus } from '@nestjs/cqrs';
import { GetUserSummaries } from './user-queries.js';

/** What a context answers when the player may not play: each names its own refusal, which the client reads. */
export interface PlayRefusals {
  blocked: () => Error;
  /** An account that does not exist (any more); without it, the use case goes on and meets its own checks. */
  unknown?: () => Error;
}

/**
 * The one check that a player may play, for tournaments (joining, creating) and gameplay (moves): blocked
 * accounts keep no part in play, whatever their still-valid access token says.
 */
export async function assertMayPlay(queries: QueryBus, userId: number, refusals: PlayRefusals): Promise<void> {
  const summary = (await queries.execute(new GetUserSummaries([userId]))).get(userId);
  if (!summary) {
    if (refusals.unknown) throw refusals.unknown();
    return;
  }
  if (summary.isBlocked) throw refusals.blocked();
}
