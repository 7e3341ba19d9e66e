import { Module } from '@nestjs/common';
import { MarkNotificationsReadHandler } from './commands/mark-notifications-read.handler.js';
import { SendMailHandler } from './commands/send-mail.handler.js';
import { MailRelay } from './delivery/mail-relay.js';
import { mailTransportProvider } from './delivery/mail-transport.provider.js';
import { AdminMailController } from './http/admin-mail.controller.js';
import { NotificationsController } from './http/notifications.controller.js';
import { MailAwayPlayersOnMatchStartedListener } from './listeners/mail-away-players-on-match-started.listener.js';
import { MailPlayersOnDailyPlayListener } from './listeners/mail-players-on-daily-play.listener.js';
import { NotifyPlayersOnCheckInListener } from './listeners/notify-players-on-check-in.listener.js';
import { RemindPlayersOnTournamentStartingSoonListener } from './listeners/remind-players-on-tournament-starting-soon.listener.js';
import { NotifyOpponentOnChallengeCreatedListener } from './listeners/notify-opponent-on-challenge-created.listener.js';
import { PostNoticeOnDailyPlayListener } from './listeners/post-notice-on-daily-play.listener.js';
import { PostNoticeOnMatchStartedListener } from './listeners/post-notice-on-match-started.listener.js';
import { PostNoticeOnPlayerLeftListener } from './listeners/post-notice-on-player-left.listener.js';
import { PostNoticeOnPrizePaidListener } from './listeners/post-notice-on-prize-paid.listener.js';
import { PostNoticeOnRoundAdvancedListener } from './listeners/post-notice-on-round-advanced.listener.js';
import { PostNoticeOnKnockedOutListener } from './listeners/post-notice-on-knocked-out.listener.js';
import { PostNoticeOnTournamentCancelledListener } from './listeners/post-notice-on-tournament-cancelled.listener.js';
import {
  PostNoticeOnWithdrawalApprovedListener,
  PostNoticeOnWithdrawalCancellationApprovedListener,
  PostNoticeOnWithdrawalRejectedListener,
} from './listeners/post-notice-on-withdrawal-reviewed.listener.js';
import { GetUnreadCountsHandler } from './queries/get-unread-counts.handler.js';
import { ListMailHandler } from './queries/list-mail.handler.js';
import { ListNotificationsHandler } from './queries/list-notifications.handler.js';

/**
 * What players are told, by mail and in the app. Outgoing mail: other contexts send SendMail in their transaction;
 * the relay delivers after commit. The inbox: listeners turn other contexts' events into notifications, once per
 * event and player; the live streams push the unread count.
 */
@Module({
  controllers: [AdminMailController, NotificationsController],
  providers: [
    SendMailHandler,
    ListMailHandler,
    mailTransportProvider,
    MailRelay,
    ListNotificationsHandler,
    GetUnreadCountsHandler,
    MarkNotificationsReadHandler,
    PostNoticeOnMatchStartedListener,
    PostNoticeOnRoundAdvancedListener,
    PostNoticeOnKnockedOutListener,
    PostNoticeOnPrizePaidListener,
    PostNoticeOnPlayerLeftListener,
    PostNoticeOnTournamentCancelledListener,
    NotifyOpponentOnChallengeCreatedListener,
    PostNoticeOnWithdrawalApprovedListener,
    PostNoticeOnWithdrawalRejectedListener,
    PostNoticeOnWithdrawalCancellationApprovedListener,
    MailAwayPlayersOnMatchStartedListener,
    PostNoticeOnDailyPlayListener,
    MailPlayersOnDailyPlayListener,
    NotifyPlayersOnCheckInListener,
    RemindPlayersOnTournamentStartingSoonListener,
  ],
})
export class NotificationsModule {}
