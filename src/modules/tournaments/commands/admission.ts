import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { assertMayPlay as mayPlay } from '../../identity/contracts/may-play.js';
import { databaseNow } from '../../../shared/database/query.js';
import { transfer } from '../../ledger/contracts/post-transfer.command.js';
import { escrow, wallet } from '../../ledger/contracts/ledger.types.js';
import { AssertMayStake } from '../../protection/contracts/protection.queries.js';
import { AssertOwesNothing } from '../../cashier/contracts/cashier.queries.js';
import { PlayerJoinedTournament } from '../contracts/tournaments.events.js';
import { fillTournament } from './check-in.js';
import { Participant } from '../domain/participant.entity.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import { Tournament } from '../domain/tournament.entity.js';
import { msg } from '#i18n';

/** Blocked accounts keep no part in tournaments, whatever their still-valid access token says. */
export function assertMayPlay(queries: QueryBus, userId: number): Promise<void> {
  return mayPlay(queries, userId, {
    blocked: TournamentErrors.blocked,
    unknown: () => DomainError.unauthorized(msg({ message: 'User not found.' }), 'user_not_found'),
  });
}

/**
 * The tournament row, locked for the rest of the transaction: every seat, start, cancellation and bracket
 * step of one tournament runs one at a time. `refresh` re-reads it after the lock was granted.
 */
export async function lockTournament(em: EntityManager, tournamentId: number): Promise<Tournament | null> {
  return em.findOne(Tournament, tournamentId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * Seats a player in a locked PENDING tournament: the fee moves from their wallet to the tournament's escrow in
 * the caller's transaction, so a refusal there leaves no seat, and the last seat starts the tournament. A join
 * after registration closed is refused here even when the deadline sweep has not cancelled the tournament yet.
 */
export async function admitPlayer(
  em: EntityManager,
  commands: CommandBus,
  queries: QueryBus,
  tournament: Tournament,
  userId: number,
): Promise<void> {
  // Time-out, self-exclusion and loss limits, checked under the player's protection lock until commit.
  await queries.execute(new AssertMayStake(userId, tournament.entryFee));
  // Coins a refund or dispute left owing are settled by a deposit before any new stake (issue 24). A friendly
  // challenge stakes nothing: as AssertMayStake lets a held account play for nothing, so does this.
  if (!tournament.isFree) await queries.execute(new AssertOwesNothing(userId));
  const filled = tournament.admit(await databaseNow(em));
  // The seat's id keys its fee: a player who left and joins again pays again, a retry of one join pays once.
  const seat = new Participant(tournament.id, userId);
  await em.persist(seat).flush();
  if (!tournament.isFree) await payFee(commands, tournament, seat);
  await recordEvents(
    em,
    raise(
      PlayerJoinedTournament,
      tournament.id,
      { tournamentId: tournament.id, userId, currentPlayers: tournament.currentPlayers },
      userId,
    ),
  );
  // A full scheduled tournament still starts at its time (issue 32 §2): its last seat only closes registration.
  if (filled && !tournament.isScheduled) await fillTournament(em, commands, queries, tournament, userId);
}

/** The seat's fee, wallet to escrow in one entry; a wallet short of it is the player's refusal. */
async function payFee(commands: CommandBus, tournament: Tournament, seat: Participant): Promise<void> {
  try {
    await commands.execute(
      transfer(
        `fee:${tournament.id}:seat:${seat.id}`,
        'TOURNAMENT_FEE',
        `Entry fee: ${tournament.name}`,
        wallet(seat.userId),
        escrow(tournament.id),
        tournament.entryFee,
      ),
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === 'insufficient_funds')
      throw TournamentErrors.insufficientBalance();
    throw error;
  }
}
