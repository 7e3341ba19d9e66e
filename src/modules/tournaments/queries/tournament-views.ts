import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { Participant } from '../domain/participant.entity.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import { Tournament } from '../domain/tournament.entity.js';
import { tournamentView, type TournamentView } from './tournament.view.js';

/**
 * Builds tournament views in a fixed number of statements whatever their count: one for the participants of
 * every tournament given, one question to identity for every username involved.
 */
@Injectable()
export class TournamentViews {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async many(tournaments: Tournament[], viewerId: number): Promise<TournamentView[]> {
    if (tournaments.length === 0) return [];
    const participants = await this.em.find(
      Participant,
      { tournamentId: { $in: tournaments.map((t) => t.id) } },
      { orderBy: { tournamentId: 'asc', id: 'asc' } },
    );
    const byTournament = new Map<number, Participant[]>();
    for (const participant of participants) {
      const list = byTournament.get(participant.tournamentId) ?? [];
      list.push(participant);
      byTournament.set(participant.tournamentId, list);
    }
    const userIds = new Set<number>(participants.map((p) => p.userId));
    for (const t of tournaments) {
      userIds.add(t.createdBy);
      if (t.winnerId !== null) userIds.add(t.winnerId);
    }
    const users = await this.queries.execute(new GetUserSummaries([...userIds]));
    return tournaments.map((t) => tournamentView(t, byTournament.get(t.id) ?? [], users, viewerId));
  }

  async one(tournament: Tournament, viewerId: number): Promise<TournamentView> {
    return (await this.many([tournament], viewerId))[0];
  }

  async load(tournamentId: number): Promise<Tournament> {
    const tournament = await this.em.findOne(Tournament, tournamentId);
    if (!tournament) throw TournamentErrors.notFound();
    return tournament;
  }
}
