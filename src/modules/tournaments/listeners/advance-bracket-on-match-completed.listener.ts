import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { SeatMatchPlayer } from '../../gameplay/contracts/gameplay.commands.js';
import { TournamentCompleted, TournamentRoundAdvanced } from '../contracts/tournaments.events.js';
import { matchesInRound, resolveMatch } from '../domain/bracket-engine.js';
import { Participant } from '../domain/participant.entity.js';
import { lockTournament } from '../commands/admission.js';

/**
 * Moves the bracket on when gameplay decides a match: the loser's placement is recorded, the winner is seated
 * in the next round, and the final completes the tournament. A loser already placed means this event was
 * handled before, so a re-delivery changes nothing.
 */
@Injectable()
@OnEvent('MatchCompleted')
export class AdvanceBracketOnMatchCompletedListener implements EventListener<'MatchCompleted'> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async handle({ payload }: StoredEvent<'MatchCompleted'>): Promise<void> {
    const { tournamentId, roundNumber, matchNumber, winnerId, loserId } = payload;
    await transaction(this.em, async (em) => {
      const tournament = await lockTournament(em, tournamentId);
      if (!tournament || tournament.status !== 'ACTIVE') return;
      const players = await em.find(Participant, { tournamentId, userId: { $in: [winnerId, loserId] } });
      const winner = players.find((p) => p.userId === winnerId);
      const loser = players.find((p) => p.userId === loserId);
      if (!winner || !loser)
        throw new Error(`match ${payload.matchId} names players outside tournament ${tournamentId}`);
      if (loser.isPlaced) return;

      const resolution = resolveMatch(tournament.totalRounds, { roundNumber, matchNumber, winnerId, loserId });
      if (resolution.kind === 'advance') {
        loser.eliminate(roundNumber, resolution.loser.placement);
        const { seat } = resolution;
        await this.commands.execute(
          new SeatMatchPlayer(tournamentId, seat.roundNumber, seat.matchNumber, seat.slot, seat.userId),
        );
        await em.flush();
        const out = await em.count(Participant, { tournamentId, eliminatedRound: roundNumber });
        if (out === matchesInRound(tournament.totalRounds, roundNumber)) {
          tournament.finishRound(roundNumber);
          await recordEvents(
            em,
            raise(TournamentRoundAdvanced, tournamentId, {
              tournamentId,
              finishedRound: roundNumber,
              currentRound: tournament.currentRound,
            }),
          );
        }
        return;
      }

      loser.eliminate(roundNumber, resolution.runnerUp.placement);
      winner.crown(resolution.champion.placement);
      tournament.complete(winnerId);
      await em.flush();
      const everyone = await em.find(Participant, { tournamentId }, { orderBy: { placement: 'asc', id: 'asc' } });
      await recordEvents(
        em,
        raise(
          TournamentCompleted,
          tournamentId,
          {
            tournamentId,
            winnerId,
            prizePool: tournament.prizePool,
            rake: tournament.rake,
            placements: everyone.map((p) => ({ userId: p.userId, placement: p.placement ?? 0 })),
          },
          winnerId,
        ),
      );
    });
  }
}
