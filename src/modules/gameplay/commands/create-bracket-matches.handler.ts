import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { CreateBracketMatches } from '../contracts/gameplay.commands.js';
import { MatchStarted } from '../contracts/gameplay.events.js';
import { Match } from '../domain/match.entity.js';
import { databaseNow } from '../../../shared/database/query.js';
import { gameRepository } from '../persistence/game.repository.js';
import { matchRepository } from '../persistence/match.repository.js';
import { withoutValues } from './without-values.js';
import { msg, type Text, withValues } from '#i18n';

function invalid(message: Text): DomainError {
  return DomainError.refused('invalid_bracket', message);
}

function assertBracketShape({
  maxGames,
  totalRounds,
  pairs,
  moveTimeoutSeconds,
  thirdPlaceMatch,
}: CreateBracketMatches): void {
  if (!Number.isInteger(totalRounds) || totalRounds < 1)
    throw invalid(msg({ message: 'A bracket needs at least one round.' }));
  if (!Number.isInteger(maxGames) || maxGames < 1 || maxGames % 2 === 0)
    throw invalid(msg({ message: 'max_games must be a positive odd number.' }));
  if (!Number.isInteger(moveTimeoutSeconds) || moveTimeoutSeconds < 1)
    throw invalid(msg({ message: 'The move clock must be a positive number of seconds.' }));
  if (thirdPlaceMatch && totalRounds < 2) throw invalid(msg({ message: 'A third-place match needs semi-finals.' }));
  if (pairs.length !== 2 ** (totalRounds - 1)) {
    throw invalid(
      withValues(msg({ message: 'A bracket of {rounds} rounds has {expected} first-round matches, got {got}.' }), {
        rounds: totalRounds,
        expected: 2 ** (totalRounds - 1),
        got: pairs.length,
      }),
    );
  }
  const players = pairs.flat().filter((p) => p !== null);
  if (new Set(players).size !== players.length)
    throw invalid(msg({ message: 'A player appears twice in the bracket.' }));
  const byes = pairs.filter(([, second]) => second === null).length;
  if (byes > 0 && byes >= pairs.length)
    throw invalid(msg({ message: 'A bracket needs at least one match played in round 1.' }));
}

/**
 * Every match of a knockout bracket at once: round 1 starts with its pairs, later rounds wait with empty
 * slots. A bye is recorded as a completed round-1 match of one player, who is seated in round 2 at once; it
 * raises no MatchCompleted, so no listener counts it as a win or a loss. Joins the tournament's transaction. A second call for the same tournament changes nothing.
 */
@CommandHandler(CreateBracketMatches)
export class CreateBracketMatchesHandler implements ICommandHandler<CreateBracketMatches> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: CreateBracketMatches): Promise<void> {
    assertBracketShape(command);
    const { tournamentId, tournamentName, maxGames, totalRounds, pairs, moveTimeoutSeconds, thirdPlaceMatch, listed } =
      command;
    // The first games' inserts carry their fairness seeds: a failure must not print them.
    await transaction(this.em, async (em) => {
      if (await matchRepository.existFor(em, tournamentId)) return;
      const slot = { tournamentId, tournamentName, maxGames, totalRounds, moveTimeout: moveTimeoutSeconds, listed };
      const firstRound = pairs.map(([player1, player2], index) => {
        const match = new Match({ ...slot, roundNumber: 1, matchNumber: index + 1 });
        match.seat(1, player1);
        if (player2 !== null) match.seat(2, player2);
        return match;
      });
      const later: Match[] = [];
      for (let round = 2; round <= totalRounds; round++) {
        for (let number = 1; number <= pairs.length / 2 ** (round - 1); number++) {
          later.push(new Match({ ...slot, roundNumber: round, matchNumber: number }));
        }
      }
      // Beside the final, in its round: the final is match 1 there, third place match 2.
      if (thirdPlaceMatch)
        later.push(new Match({ ...slot, roundNumber: totalRounds, matchNumber: 2, thirdPlace: true }));
      const now = await databaseNow(em);
      // A bye's player goes straight into round 2, in the slot the match's winner would take (issue 32 §2).
      for (const match of firstRound.filter((m) => m.player2Id === null)) {
        match.completeAsBye(now);
        const next = later.find((m) => m.roundNumber === 2 && m.matchNumber === Math.ceil(match.matchNumber / 2));
        next?.seat(match.matchNumber % 2 === 1 ? 1 : 2, match.player1Id as number);
      }
      // Matches need their ids before their first games can point at them.
      await matchRepository.insert(em, [...firstRound, ...later]);
      // Round 1's played matches, and a round-2 match two byes filled.
      const starting = [...firstRound, ...later].filter((m) => m.canStart);
      const firstGames = starting.map((match) => match.start(now, this.config.matchStartGraceSeconds));
      await gameRepository.open(em, firstGames, [matchRepository.saving(starting)]);
      await recordEvents(
        em,
        ...starting.map((match) => {
          const [player1Id, player2Id] = match.players;
          return raise(MatchStarted, match.id, {
            matchId: match.id,
            tournamentId,
            roundNumber: match.roundNumber,
            matchNumber: match.matchNumber,
            player1Id,
            player2Id,
            moveTimeout: match.moveTimeout,
            thirdPlace: match.thirdPlace,
          });
        }),
      );
    }).catch((error: unknown) => {
      throw withoutValues(error, `Creating the matches of tournament ${tournamentId}`);
    });
  }
}
