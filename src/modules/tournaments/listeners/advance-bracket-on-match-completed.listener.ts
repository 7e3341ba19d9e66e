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
import { CHAMPION_PLACEMENT, matchesInRound, resolveMatch } from '../domain/bracket-engine.js';
import { Participant } from '../domain/participant.entity.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { lockTournament } from '../commands/admission.js';

/**
 * Moves the bracket on when gameplay decides a match: the loser's placement is recorded (or, for a semi-final's
 * loser where third place is played, their seat in the third-place match), the winner is seated in the next
 * round, and once every player is placed (the final, and the third-place match where there is one, decided) the
 * tournament completes. A loser already out of the round, or already placed by a last-round match, means this
 * event was handled before, so a re-delivery changes nothing.
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

      const resolution = resolveMatch(
        tournament.totalRounds,
        { roundNumber, matchNumber, winnerId, loserId },
        { thirdPlaceMatch: tournament.hasThirdPlaceMatch },
      );
      if (resolution.kind === 'advance') {
        if (loser.eliminatedRound !== null) return;
        loser.eliminate(roundNumber, resolution.loser?.placement ?? null);
        const { seat, consolation } = resolution;
        await this.commands.execute(
          new SeatMatchPlayer(tournamentId, seat.roundNumber, seat.matchNumber, seat.slot, seat.userId),
        );
        if (consolation)
          await this.commands.execute(
            new SeatMatchPlayer(
              tournamentId,
              consolation.roundNumber,
              consolation.matchNumber,
              consolation.slot,
              consolation.userId,
            ),
          );
        await em.flush();
        await this.advanceRound(em, tournament, roundNumber);
        return;
      }

      if (loser.isPlaced) return;
      if (resolution.kind === 'final') {
        loser.eliminate(roundNumber, resolution.runnerUp.placement);
        winner.crown(resolution.champion.placement);
      } else {
        // Both left the bracket in the semi-finals; this match only places them.
        winner.place(resolution.third.placement);
        loser.place(resolution.fourth.placement);
      }
      await em.flush();
      await this.completeOnceAllPlaced(em, tournament);
    });
  }

  /** Every match of the round is decided: the next round is fully seated (the live stream's "round advancing"). */
  private async advanceRound(em: EntityManager, tournament: Tournament, roundNumber: number): Promise<void> {
    const out = await em.count(Participant, { tournamentId: tournament.id, eliminatedRound: roundNumber });
    // Round 1's byes (issue 32 §2) were decided at the start, with nobody out.
    const decidedAlready = roundNumber === 1 ? tournament.byes : 0;
    if (out + decidedAlready !== matchesInRound(tournament.totalRounds, roundNumber)) return;
    tournament.finishRound(roundNumber);
    await recordEvents(
      em,
      raise(TournamentRoundAdvanced, tournament.id, {
        tournamentId: tournament.id,
        finishedRound: roundNumber,
        currentRound: tournament.currentRound,
      }),
    );
  }

  /**
   * The final and the third-place match may end in either order: the tournament completes with the second, when
   * nobody is left without a placement. Each paid place's prize goes in the event for the payout to post.
   */
  private async completeOnceAllPlaced(em: EntityManager, tournament: Tournament): Promise<void> {
    const everyone = await em.find(
      Participant,
      { tournamentId: tournament.id },
      { orderBy: { placement: 'asc', id: 'asc' } },
    );
    if (everyone.some((p) => !p.isPlaced)) return;
    const byPlace = new Map(everyone.map((p) => [p.placement, p.userId]));
    const championId = byPlace.get(CHAMPION_PLACEMENT) as number;
    tournament.complete(championId);
    await em.flush();
    await recordEvents(
      em,
      raise(
        TournamentCompleted,
        tournament.id,
        {
          tournamentId: tournament.id,
          winnerId: championId,
          prizePool: tournament.prizePool,
          rake: tournament.rake,
          placements: everyone.map((p) => ({ userId: p.userId, placement: p.placement ?? 0 })),
          prizes: tournament.prizes.map(({ place, amount }) => ({
            place,
            userId: byPlace.get(place) as number,
            amount,
          })),
        },
        championId,
      ),
    );
  }
}
