import { Module } from '@nestjs/common';
import { MatchGauges } from './observability/match.gauges.js';
import { CreateBracketMatchesHandler } from './commands/create-bracket-matches.handler.js';
import { SeatMatchPlayerHandler } from './commands/seat-match-player.handler.js';
import { MoveDesk } from './commands/move-desk.js';
import { SubmitMoveHandler, SubmitMovesHandler } from './commands/submit-move.handler.js';
import { GameplayController } from './http/gameplay.controller.js';
import { PracticeController } from './http/practice.controller.js';
import { StartPracticeHandler } from './commands/start-practice.handler.js';
import { GetCurrentGameHandler } from './queries/get-current-game.handler.js';
import { GetGameWithResultHandler } from './queries/get-game-with-result.handler.js';
import { GetMatchGamesHandler } from './queries/get-match-games.handler.js';
import { GetMatchHandler } from './queries/get-match.handler.js';
import { GetLiveMatchesHandler } from './queries/get-live-matches.handler.js';
import { GetMatchPlayersHandler } from './queries/get-match-players.handler.js';
import { GetMatchesAwaitingPlayerHandler } from './queries/get-matches-awaiting-player.handler.js';
import { GetPlayerMatchesHandler } from './queries/get-player-matches.handler.js';
import { GetTournamentMatchesHandler } from './queries/get-tournament-matches.handler.js';
import { GetThirdPlaceMatchesHandler } from './queries/get-third-place-matches.handler.js';
import { GetOpponentSummariesHandler } from './queries/get-opponent-summaries.handler.js';
import { MatchReader } from './queries/match-reader.js';
import { MoveTimeoutScheduler } from './scheduler/move-timeout.scheduler.js';
import { MoveReminderScheduler } from './scheduler/move-reminder.scheduler.js';
import { SendMoveRemindersHandler } from './commands/send-move-reminders.handler.js';

/** Matches, games and moves, the RPSLS rules, the move-timeout scheduler, and practice against the computer. */
@Module({
  controllers: [GameplayController, PracticeController],
  providers: [
    CreateBracketMatchesHandler,
    SeatMatchPlayerHandler,
    MoveDesk,
    SubmitMoveHandler,
    SubmitMovesHandler,
    StartPracticeHandler,
    MatchReader,
    GetMatchHandler,
    GetLiveMatchesHandler,
    GetMatchPlayersHandler,
    GetMatchesAwaitingPlayerHandler,
    GetMatchGamesHandler,
    GetCurrentGameHandler,
    GetGameWithResultHandler,
    GetTournamentMatchesHandler,
    GetThirdPlaceMatchesHandler,
    GetPlayerMatchesHandler,
    GetOpponentSummariesHandler,
    MoveTimeoutScheduler,
    SendMoveRemindersHandler,
    MoveReminderScheduler,
    MatchGauges,
  ],
})
export class GameplayModule {}
