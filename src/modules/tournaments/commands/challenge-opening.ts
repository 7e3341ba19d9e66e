import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { databaseNow } from '../../../shared/database/query.js';
import type { Cents } from '../../../shared/money/money.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { ChallengeCreated } from '../contracts/tournaments.events.js';
import { Challenge } from '../domain/challenge.entity.js';
import type { GameMode } from '../domain/tournament-rules.js';
import { Tournament } from '../domain/tournament.entity.js';
import { admitPlayer } from './admission.js';
import { assertMayOpenAnother } from './create-tournament.handler.js';
import { tournamentCreated } from './tournament-created.js';

export interface ChallengeTerms {
  creator: { id: number; username: string };
  /** The only player who may accept; null for a link anyone but the creator may take. */
  opponent: { id: number; username: string } | null;
  entryFee: Cents;
  gameMode: GameMode;
  /** Seconds per move, checked by the caller. */
  moveTimeout: number;
  /** Seconds until it expires: 24 hours for a link, 2 minutes for a rematch. */
  openSeconds: number;
  rematchOfMatchId: number | null;
  rakePercent: number;
  maxOpen: number;
}

/**
 * A challenge is a 2-seat tournament of kind CHALLENGE (never listed) made as any tournament is, in the caller's
 * transaction: the creator's seat and fee through admitPlayer (every money rule: time-out, self-exclusion, limits,
 * what is owed), its registration deadline the challenge's expiry, so the fill-deadline sweep expires it and refunds
 * the fee once.
 */
export async function openChallenge(
  em: EntityManager,
  commands: CommandBus,
  queries: QueryBus,
  terms: ChallengeTerms,
): Promise<Challenge> {
  const { creator, opponent } = terms;
  await assertMayOpenAnother(em, creator.id, true, terms.maxOpen);
  const now = await databaseNow(em);
  const tournament = new Tournament({
    name: opponent ? `${creator.username} vs ${opponent.username}` : `Challenge by ${creator.username}`,
    description: '',
    entryFee: terms.entryFee,
    maxPlayers: 2,
    gameMode: terms.gameMode,
    moveTimeout: terms.moveTimeout,
    kind: 'CHALLENGE',
    createdBy: creator.id,
    rakePercent: terms.rakePercent,
    fillDeadlineSeconds: terms.openSeconds,
    now,
  });
  // The id names the escrow account and the fee's idempotency key, so the row is written first.
  await em.persist(tournament).flush();
  const challenge = new Challenge({
    tournamentId: tournament.id,
    creatorId: creator.id,
    opponentId: opponent?.id ?? null,
    now,
  });
  challenge.rematchOfMatchId = terms.rematchOfMatchId;
  await em.persist(challenge).flush();
  await recordEvents(em, tournamentCreated(tournament));
  await admitPlayer(em, commands, queries, tournament, creator.id);
  await recordEvents(
    em,
    raise(
      ChallengeCreated,
      challenge.id,
      {
        challengeId: challenge.id,
        tournamentId: tournament.id,
        creatorId: creator.id,
        opponentId: challenge.opponentId,
        entryFee: tournament.entryFee,
        rematchOfMatchId: terms.rematchOfMatchId,
      },
      creator.id,
    ),
  );
  return challenge;
}
