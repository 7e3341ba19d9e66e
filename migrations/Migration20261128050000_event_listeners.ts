import { Migration } from '@mikro-orm/migrations';

/** The listeners of this version, by event: the registry's first rows, and what events already waiting owe. */
const LISTENERS: [eventType: string, listener: string][] = [
  ['UserRegistered', 'OpenWalletOnUserRegisteredListener'],
  ['UserBlocked', 'ReleaseSeatsOnUserBlockedListener'],
  ['MatchStarted', 'PostNoticeOnMatchStartedListener'],
  ['MatchStarted', 'MailAwayPlayersOnMatchStartedListener'],
  ['MatchCompleted', 'UpdateStatsOnMatchCompletedListener'],
  ['MatchCompleted', 'AdvanceBracketOnMatchCompletedListener'],
  ['TournamentRoundAdvanced', 'PostNoticeOnRoundAdvancedListener'],
  ['TournamentCompleted', 'PayPrizeOnTournamentCompletedListener'],
  ['TournamentCancelled', 'PostNoticeOnTournamentCancelledListener'],
  ['PlayerLeftTournament', 'PostNoticeOnPlayerLeftListener'],
  ['PrizePaid', 'AddWinningsOnPrizePaidListener'],
  ['PrizePaid', 'PostNoticeOnPrizePaidListener'],
  ['WithdrawalRequested', 'MailOwnerOnWithdrawalRequestedListener'],
  ['WithdrawalApproved', 'PostNoticeOnWithdrawalApprovedListener'],
  ['WithdrawalRejected', 'PostNoticeOnWithdrawalRejectedListener'],
  ['WithdrawalCancellationApproved', 'PostNoticeOnWithdrawalCancellationApprovedListener'],
  ['PlayerTimedOut', 'ReleaseSeatsOnPlayRestrictedListener'],
  ['PlayerTimedOut', 'CloseCheckoutsOnPlayRestrictedListener'],
  ['PlayerSelfExcluded', 'ReleaseSeatsOnPlayRestrictedListener'],
  ['PlayerSelfExcluded', 'CloseCheckoutsOnPlayRestrictedListener'],
];

/**
 * Issue 31 §1: an event is delivered to each listener of the deployment, not to those one instance happens to
 * have. `event_listeners` is the deployment's registry (every instance adds its own at start); an event is
 * written owing its delivery to each listener registered for its type (`pending_listeners`), each delivery
 * strikes one off in the transaction of the listener's writes, and the event is dispatched when none is left.
 * A listener is retired (removed or renamed in the code) by a migration that deletes its row and strikes it
 * off the events that owe it.
 */
export class Migration20261128050000_event_listeners extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE event_listeners (
        event_type text NOT NULL,
        listener text NOT NULL,
        registered_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_type, listener)
      )`);
    this.addSql('ALTER TABLE domain_events ADD COLUMN pending_listeners text[]');
    const values = LISTENERS.map(([type, listener]) => `('${type}', '${listener}')`).join(', ');
    this.addSql(`INSERT INTO event_listeners (event_type, listener) VALUES ${values}`);
    // Events waiting at the upgrade owe every listener of their type; none has a delivery recorded yet, as the
    // old relay ran all of an event's listeners in the transaction that dispatched it.
    this.addSql(`
      UPDATE domain_events e
         SET pending_listeners = l.listeners
        FROM (SELECT event_type, array_agg(listener ORDER BY listener) AS listeners
                FROM event_listeners GROUP BY event_type) l
       WHERE e.dispatched_at IS NULL AND l.event_type = e.type`);
    // An event waiting for a type that no longer has a listener is what the old relay would have marked.
    this.addSql(
      'UPDATE domain_events SET dispatched_at = now() WHERE dispatched_at IS NULL AND pending_listeners IS NULL',
    );
  }

  override down(): void {
    this.addSql('ALTER TABLE domain_events DROP COLUMN pending_listeners');
    this.addSql('DROP TABLE event_listeners');
  }
}
