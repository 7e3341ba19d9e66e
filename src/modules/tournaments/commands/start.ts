import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { CreateBracketMatches } from '../../gameplay/contracts/gameplay.commands.js';
import { TournamentStarted } from '../contracts/tournaments.events.js';
import { type RoundOnePair, roundOneDraw, roundOnePairs } from '../domain/bracket-engine.js';
import { Participant } from '../domain/participant.entity.js';
import { shuffle } from '../domain/seeding.js';
import { MAX_GAMES } from '../domain/tournament-rules.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { openNextTable } from './house-tables.js';
import { transfer } from '../../ledger/contracts/post-transfer.command.js';
import { escrow, system } from '../../ledger/contracts/ledger.types.js';

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
  // A full field plays as drawn; a scheduled one short of a power of two draws its byes (issue 32 §2).
  const pairs: RoundOnePair[] =
    tournament.byes === 0 ? roundOnePairs(seeding) : roundOneDraw(seeding, tournament.bracketSize, shuffle);
  const byes = pairs.filter(([, second]) => second === null).map(([first]) => first);
  await recordEvents(
    em,
    raise(
      TournamentStarted,
      tournament.id,
      { tournamentId: tournament.id, seeding, ...(byes.length > 0 ? { byes } : {}) },
      actorId,
    ),
  );
  await em.flush();
  await payOverlay(commands, tournament);
  await commands.execute(
    new CreateBracketMatches(
      tournament.id,
      tournament.name,
      MAX_GAMES[tournament.gameMode],
      tournament.totalRounds,
      pairs,
      tournament.moveTimeout,
      tournament.hasThirdPlaceMatch,
      // A challenge is its two players' business: its match is not listed live nor open to spectators.
      tournament.kind !== 'CHALLENGE',
    ),
  );
  // A house table that starts is replaced at once, in this transaction: its template is never without one.
  await openNextTable(commands, tournament);
}

/**
 * The guarantee (issue 32 §2): the shortfall of a scheduled tournament's fees against its guaranteed pool moves
 * from the house's promotions account into its escrow at the start, in one entry keyed by the tournament, so a
 * retried start posts it once. The escrow then holds the pool and the rake, which the payout empties.
 */
async function payOverlay(commands: CommandBus, tournament: Tournament): Promise<void> {
  const overlay = tournament.overlay;
  if (overlay <= 0) return;
  await commands.execute(
    transfer(
      `overlay:${tournament.id}`,
      'TOURNAMENT_OVERLAY',
      `Guarantee overlay: ${tournament.name}`,
      system('PROMOTIONS'),
      escrow(tournament.id),
      overlay,
    ),
  );
}
