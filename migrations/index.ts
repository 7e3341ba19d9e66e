import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_kernel } from './Migration20261122000000_kernel.js';
import { Migration20261122000100_identity } from './Migration20261122000100_identity.js';
import { Migration20261122000200_ledger } from './Migration20261122000200_ledger.js';
import { Migration20261122000300_payouts } from './Migration20261122000300_payouts.js';
import { Migration20261122000400_tournaments } from './Migration20261122000400_tournaments.js';
import { Migration20261122000500_gameplay } from './Migration20261122000500_gameplay.js';
import { Migration20261123000000_session_revocation } from './Migration20261123000000_session_revocation.js';
import { Migration20261124002000_registration_throttle } from './Migration20261124002000_registration_throttle.js';
import { Migration20261124002100_login_pair_keys } from './Migration20261124002100_login_pair_keys.js';
import { Migration20261124002200_tournament_status_counts } from './Migration20261124002200_tournament_status_counts.js';
import { Migration20261124003000_fairness } from './Migration20261124003000_fairness.js';
import { Migration20261124004000_fill_deadline } from './Migration20261124004000_fill_deadline.js';
import { Migration20261124005000_live_notify } from './Migration20261124005000_live_notify.js';
import { Migration20261124006000_risk_signals } from './Migration20261124006000_risk_signals.js';
import { Migration20261124007000_username_skeletons } from './Migration20261124007000_username_skeletons.js';
import { Migration20261124007100_live_streams } from './Migration20261124007100_live_streams.js';
import { Migration20261125001000_outgoing_mail } from './Migration20261125001000_outgoing_mail.js';
import { Migration20261125002000_account_tokens } from './Migration20261125002000_account_tokens.js';
import { Migration20261125100000_two_factor } from './Migration20261125100000_two_factor.js';
import { Migration20261125110000_sessions_passkeys } from './Migration20261125110000_sessions_passkeys.js';
import { Migration20261125200000_player_protection } from './Migration20261125200000_player_protection.js';
import { Migration20261125310000_notifications } from './Migration20261125310000_notifications.js';
import { Migration20261126100000_deposits } from './Migration20261126100000_deposits.js';
import { Migration20261125400000_no_show_forfeit } from './Migration20261125400000_no_show_forfeit.js';
import { Migration20261126200000_ledger_postings_created_at } from './Migration20261126200000_ledger_postings_created_at.js';
import { Migration20261126300000_ledger_entry_types } from './Migration20261126300000_ledger_entry_types.js';
import { Migration20261127100000_deposit_awaiting_payment } from './Migration20261127100000_deposit_awaiting_payment.js';
import { Migration20261128010000_reauthentication } from './Migration20261128010000_reauthentication.js';
import { Migration20261128020000_exclusion_register } from './Migration20261128020000_exclusion_register.js';
import { Migration20261128030000_paying_out } from './Migration20261128030000_paying_out.js';
import { Migration20261128050000_event_listeners } from './Migration20261128050000_event_listeners.js';
import { Migration20261128060000_move_clocks } from './Migration20261128060000_move_clocks.js';
import { Migration20261128061000_payouts_by_place } from './Migration20261128061000_payouts_by_place.js';
import { Migration20261128062000_daily_play } from './Migration20261128062000_daily_play.js';
import { Migration20261128070000_live_publisher } from './Migration20261128070000_live_publisher.js';
import { Migration20261128080000_check_in } from './Migration20261128080000_check_in.js';
import { Migration20261128081000_stream_watch } from './Migration20261128081000_stream_watch.js';
import { Migration20261128090000_live_deployment } from './Migration20261128090000_live_deployment.js';
import { Migration20261128100000_tournament_kind } from './Migration20261128100000_tournament_kind.js';
import { Migration20261128110000_sit_and_go } from './Migration20261128110000_sit_and_go.js';
import { Migration20261128120000_challenges } from './Migration20261128120000_challenges.js';
import { Migration20261128130000_practice_matches } from './Migration20261128130000_practice_matches.js';
import { Migration20261128140000_knocked_out } from './Migration20261128140000_knocked_out.js';
import { Migration20261128150000_scheduled_tournaments } from './Migration20261128150000_scheduled_tournaments.js';
import { Migration20261128151000_scheduled_reminders } from './Migration20261128151000_scheduled_reminders.js';
import { Migration20261128160000_user_locale } from './Migration20261128160000_user_locale.js';

/**
 * Every committed migration in order. Listed rather than globbed so the same list runs from the compiled
 * server and from the tests. Append new migrations at the end, one line each.
 */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122000000_kernel', class: Migration20261122000000_kernel },
  { name: 'Migration20261122000100_identity', class: Migration20261122000100_identity },
  { name: 'Migration20261122000200_ledger', class: Migration20261122000200_ledger },
  { name: 'Migration20261122000300_payouts', class: Migration20261122000300_payouts },
  { name: 'Migration20261122000400_tournaments', class: Migration20261122000400_tournaments },
  { name: 'Migration20261122000500_gameplay', class: Migration20261122000500_gameplay },
  { name: 'Migration20261123000000_session_revocation', class: Migration20261123000000_session_revocation },
  { name: 'Migration20261124002000_registration_throttle', class: Migration20261124002000_registration_throttle },
  { name: 'Migration20261124002100_login_pair_keys', class: Migration20261124002100_login_pair_keys },
  { name: 'Migration20261124002200_tournament_status_counts', class: Migration20261124002200_tournament_status_counts },
  { name: 'Migration20261124003000_fairness', class: Migration20261124003000_fairness },
  { name: 'Migration20261124004000_fill_deadline', class: Migration20261124004000_fill_deadline },
  { name: 'Migration20261124005000_live_notify', class: Migration20261124005000_live_notify },
  { name: 'Migration20261124006000_risk_signals', class: Migration20261124006000_risk_signals },
  { name: 'Migration20261124007000_username_skeletons', class: Migration20261124007000_username_skeletons },
  { name: 'Migration20261124007100_live_streams', class: Migration20261124007100_live_streams },
  { name: 'Migration20261125001000_outgoing_mail', class: Migration20261125001000_outgoing_mail },
  { name: 'Migration20261125002000_account_tokens', class: Migration20261125002000_account_tokens },
  { name: 'Migration20261125100000_two_factor', class: Migration20261125100000_two_factor },
  { name: 'Migration20261125110000_sessions_passkeys', class: Migration20261125110000_sessions_passkeys },
  { name: 'Migration20261125200000_player_protection', class: Migration20261125200000_player_protection },
  { name: 'Migration20261125310000_notifications', class: Migration20261125310000_notifications },
  { name: 'Migration20261125400000_no_show_forfeit', class: Migration20261125400000_no_show_forfeit },
  { name: 'Migration20261126100000_deposits', class: Migration20261126100000_deposits },
  {
    name: 'Migration20261126200000_ledger_postings_created_at',
    class: Migration20261126200000_ledger_postings_created_at,
  },
  { name: 'Migration20261126300000_ledger_entry_types', class: Migration20261126300000_ledger_entry_types },
  { name: 'Migration20261127100000_deposit_awaiting_payment', class: Migration20261127100000_deposit_awaiting_payment },
  { name: 'Migration20261128010000_reauthentication', class: Migration20261128010000_reauthentication },
  { name: 'Migration20261128020000_exclusion_register', class: Migration20261128020000_exclusion_register },
  { name: 'Migration20261128030000_paying_out', class: Migration20261128030000_paying_out },
  { name: 'Migration20261128050000_event_listeners', class: Migration20261128050000_event_listeners },
  { name: 'Migration20261128060000_move_clocks', class: Migration20261128060000_move_clocks },
  { name: 'Migration20261128061000_payouts_by_place', class: Migration20261128061000_payouts_by_place },
  { name: 'Migration20261128062000_daily_play', class: Migration20261128062000_daily_play },
  { name: 'Migration20261128070000_live_publisher', class: Migration20261128070000_live_publisher },
  { name: 'Migration20261128080000_check_in', class: Migration20261128080000_check_in },
  { name: 'Migration20261128081000_stream_watch', class: Migration20261128081000_stream_watch },
  { name: 'Migration20261128090000_live_deployment', class: Migration20261128090000_live_deployment },
  { name: 'Migration20261128100000_tournament_kind', class: Migration20261128100000_tournament_kind },
  { name: 'Migration20261128110000_sit_and_go', class: Migration20261128110000_sit_and_go },
  { name: 'Migration20261128120000_challenges', class: Migration20261128120000_challenges },
  { name: 'Migration20261128130000_practice_matches', class: Migration20261128130000_practice_matches },
  { name: 'Migration20261128140000_knocked_out', class: Migration20261128140000_knocked_out },
  { name: 'Migration20261128150000_scheduled_tournaments', class: Migration20261128150000_scheduled_tournaments },
  { name: 'Migration20261128151000_scheduled_reminders', class: Migration20261128151000_scheduled_reminders },
  { name: 'Migration20261128160000_user_locale', class: Migration20261128160000_user_locale },
];
