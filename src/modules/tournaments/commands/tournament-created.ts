import { raise } from '../../../shared/outbox/domain-event.js';
import { TournamentCreated } from '../contracts/tournaments.events.js';
import type { Tournament } from '../domain/tournament.entity.js';

/**
 * The TournamentCreated event of a tournament just written (its id known), whoever opened it: a player, the house
 * (a Sit & Go table, with its template and no actor) or a challenge's maker. One place, so the three openings
 * cannot tell the event log different things.
 */
export function tournamentCreated(tournament: Tournament) {
  return raise(
    TournamentCreated,
    tournament.id,
    {
      tournamentId: tournament.id,
      name: tournament.name,
      entryFee: tournament.entryFee,
      maxPlayers: tournament.maxPlayers,
      gameMode: tournament.gameMode,
      moveTimeout: tournament.moveTimeout,
      payouts: tournament.payouts,
      creatorId: tournament.createdBy,
      ...(tournament.templateId === null ? {} : { templateId: tournament.templateId }),
    },
    tournament.createdBy,
  );
}
