import { Module } from '@nestjs/common';
import { TournamentGauges } from './observability/tournament.gauges.js';
import { ListUserTournamentsHandler } from './queries/list-user-tournaments.handler.js';
import { TournamentsController } from './http/tournaments.controller.js';
import { CreateTournamentHandler } from './commands/create-tournament.handler.js';
import { JoinTournamentHandler } from './commands/join-tournament.handler.js';
import { CancelTournamentHandler } from './commands/cancel-tournament.handler.js';
import { LeaveTournamentHandler } from './commands/leave-tournament.handler.js';
import { CancelUnfilledTournamentHandler } from './commands/cancel-unfilled-tournament.handler.js';
import { FillDeadlineScheduler } from './scheduler/fill-deadline.scheduler.js';
import { CheckInScheduler } from './scheduler/check-in.scheduler.js';
import { HouseTableScheduler } from './scheduler/house-table.scheduler.js';
import { OpenHouseTableHandler } from './commands/open-house-table.handler.js';
import { CloseRetiredTableHandler } from './commands/close-retired-table.handler.js';
import { CreateSitAndGoTemplateHandler } from './commands/create-sit-and-go-template.handler.js';
import { UpdateSitAndGoTemplateHandler } from './commands/update-sit-and-go-template.handler.js';
import { DeleteSitAndGoTemplateHandler } from './commands/delete-sit-and-go-template.handler.js';
import { ListSitAndGoTemplatesHandler } from './queries/list-sit-and-go-templates.handler.js';
import { AdminSitAndGoController } from './http/admin-sit-and-go.controller.js';
import { AdminSchedulesController } from './http/admin-schedules.controller.js';
import { CreateTournamentScheduleHandler } from './commands/create-tournament-schedule.handler.js';
import { UpdateTournamentScheduleHandler } from './commands/update-tournament-schedule.handler.js';
import { DeleteTournamentScheduleHandler } from './commands/delete-tournament-schedule.handler.js';
import { OpenScheduledOccurrencesHandler } from './commands/open-scheduled-occurrences.handler.js';
import { ListTournamentSchedulesHandler } from './queries/list-tournament-schedules.handler.js';
import { ScheduleScheduler } from './scheduler/schedule.scheduler.js';
import { RemindScheduledTournamentHandler } from './commands/remind-scheduled-tournament.handler.js';
import { CheckInTournamentHandler } from './commands/check-in-tournament.handler.js';
import { SettleCheckInHandler } from './commands/settle-check-in.handler.js';
import { AdvanceBracketOnMatchCompletedListener } from './listeners/advance-bracket-on-match-completed.listener.js';
import { PayPrizeOnTournamentCompletedListener } from './listeners/pay-prize-on-tournament-completed.listener.js';
import { ReleaseSeatsOnUserBlockedListener } from './listeners/release-seats-on-user-blocked.listener.js';
import { ReleaseSeatsOnPlayRestrictedListener } from './listeners/release-seats-on-play-restricted.listener.js';
import { TournamentViews } from './queries/tournament-views.js';
import { ListTournamentsHandler } from './queries/list-tournaments.handler.js';
import { GetTournamentHandler } from './queries/get-tournament.handler.js';
import { GetTournamentTermsHandler } from './queries/get-tournament-terms.handler.js';
import { GetBracketHandler } from './queries/get-bracket.handler.js';
import { GetMyMatchesHandler } from './queries/get-my-matches.handler.js';
import { GetTournamentHistoryHandler } from './queries/get-tournament-history.handler.js';
import { GetTournamentSeatsHandler } from './queries/get-tournament-seats.handler.js';
import { GetPrizesWonHandler } from './queries/get-prizes-won.handler.js';
import { GetRecentPlacementsHandler } from './queries/get-recent-placements.handler.js';
import { GetTournamentSummariesHandler } from './queries/get-tournament-summaries.handler.js';
import { ChallengesController } from './http/challenges.controller.js';
import { CreateChallengeHandler } from './commands/create-challenge.handler.js';
import { AcceptChallengeHandler } from './commands/accept-challenge.handler.js';
import { CancelChallengeHandler } from './commands/cancel-challenge.handler.js';
import { DeclineChallengeHandler } from './commands/decline-challenge.handler.js';
import { ChallengeViews } from './queries/challenge-views.js';
import { GetChallengeHandler } from './queries/get-challenge.handler.js';
import { ListChallengesHandler } from './queries/list-challenges.handler.js';
import { GetChallengeInviteHandler } from './queries/get-challenge-invite.handler.js';
import { RematchController } from './http/rematch.controller.js';
import { OfferRematchHandler } from './commands/offer-rematch.handler.js';

@Module({
  controllers: [
    TournamentsController,
    AdminSitAndGoController,
    AdminSchedulesController,
    ChallengesController,
    RematchController,
  ],
  providers: [
    CreateTournamentHandler,
    JoinTournamentHandler,
    CancelTournamentHandler,
    LeaveTournamentHandler,
    CancelUnfilledTournamentHandler,
    FillDeadlineScheduler,
    CheckInTournamentHandler,
    SettleCheckInHandler,
    CheckInScheduler,
    OpenHouseTableHandler,
    CloseRetiredTableHandler,
    HouseTableScheduler,
    CreateSitAndGoTemplateHandler,
    UpdateSitAndGoTemplateHandler,
    DeleteSitAndGoTemplateHandler,
    ListSitAndGoTemplatesHandler,
    CreateTournamentScheduleHandler,
    UpdateTournamentScheduleHandler,
    DeleteTournamentScheduleHandler,
    OpenScheduledOccurrencesHandler,
    ListTournamentSchedulesHandler,
    ScheduleScheduler,
    RemindScheduledTournamentHandler,
    AdvanceBracketOnMatchCompletedListener,
    PayPrizeOnTournamentCompletedListener,
    ReleaseSeatsOnUserBlockedListener,
    ReleaseSeatsOnPlayRestrictedListener,
    TournamentViews,
    ListTournamentsHandler,
    GetTournamentHandler,
    GetTournamentTermsHandler,
    GetBracketHandler,
    GetMyMatchesHandler,
    GetTournamentHistoryHandler,
    GetTournamentSeatsHandler,
    GetPrizesWonHandler,
    GetRecentPlacementsHandler,
    GetTournamentSummariesHandler,
    ListUserTournamentsHandler,
    TournamentGauges,
    CreateChallengeHandler,
    AcceptChallengeHandler,
    CancelChallengeHandler,
    DeclineChallengeHandler,
    ChallengeViews,
    GetChallengeHandler,
    ListChallengesHandler,
    GetChallengeInviteHandler,
    OfferRematchHandler,
  ],
})
export class TournamentsModule {}
