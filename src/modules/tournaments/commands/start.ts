import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { CreateBracketMatches } from '../../gameplay/contracts/gameplay.commands.js';
import { TournamentStarted } from '../contracts/tournaments.events.js';
import { roundOnePairs } from '../domain/bracket-engine.js';
import { Participant } from '../domain/participant.entity.js';
import { shuffle } from '../domain/seeding.js';
import { MAX_GAMES } from '../domain/tournament-rules.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { openNextTable } from './house-tables.js';

/**
 * Seeds the full field at random, has gameplay create every match of the bracket, and goes ACTIVE. The player
 * who took the last seat (or the last to check in; none for the sweep) is the event's actor; the start is logged
 * before the matches it creates. A house table's next table opens in the same transaction (issue 32 §1).
 */
export async function startTournament(
  em: EntityManager,
  commands: CommandBus,
  tournament: Tournament,
  actorId: number | null,
): Promise<void> {
  await em.flush();
  const participants = await em.find(Participant, { tournamentId: tournament.id }, { orderBy: { id: 'asc' } });
  const seeding = shuffle(participants.map((p) => p.userId));
  const seedOf = new Map(seeding.map((userId, index) => [userId, index + 1]));
  for (const participant of participants) participant.seed = seedOf.get(participant.userId) ?? null;
  tournament.start();
  await recordEvents(em, raise(TournamentStarted, tournament.id, { tournamentId: tournament.id, seeding }, actorId));
  await em.flush();
  await commands.execute(
    new CreateBracketMatches(
      tournament.id,
      tournament.name,
      MAX_GAMES[tournament.gameMode],
      tournament.totalRounds,
      roundOnePairs(seeding),
      tournament.moveTimeout,
      tournament.hasThirdPlaceMatch,
      // A challenge is its two players' business: its match is not listed live nor open to spectators.
      tournament.kind !== 'CHALLENGE',
    ),
  );
  // A house table that starts is replaced at once, in this transaction: its template is never without one.
  await openNextTable(commands, tournament);
}
