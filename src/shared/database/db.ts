/**
 * The database's row types, generated from the migrated schema by kysely-codegen: do not edit.
 * Regenerate with `npm run db:types` after adding a migration (test/integration/db-types.test.ts fails when
 * this file is stale).
 */
import type { ColumnType } from 'kysely';

export type ArrayType<T> = ArrayTypeImpl<T> extends (infer U)[] ? U[] : ArrayTypeImpl<T>;

export type ArrayTypeImpl<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S[], I[], U[]> : T[];

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<string, Date | string, Date | string>;

export interface AccountActionAttempts {
  attempted_at: Generated<Timestamp>;
  id: Generated<Int8>;
  throttle_key: string;
}

export interface AccountTokens {
  created_at: Generated<Timestamp>;
  email: string;
  expires_at: Timestamp;
  id: Generated<Int8>;
  purpose: 'verify_email' | 'reset_password' | 'change_email' | 'keep_factor';
  subject: string | null;
  token_hash: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface Challenges {
  created_at: Generated<Timestamp>;
  creator_id: number;
  id: string;
  opponent_id: number | null;
  rematch_of_match_id: number | null;
  status: Generated<'OPEN' | 'ACCEPTED' | 'CANCELLED' | 'EXPIRED' | 'DECLINED'>;
  token: string;
  tournament_id: number;
}

export interface ClientAddresses {
  address: string;
  last_seen_at: Generated<Timestamp>;
  user_id: number;
}

export interface DateOfBirthDeclarations {
  client_address: string | null;
  date_of_birth: Timestamp;
  declared_at: Generated<Timestamp>;
  email_key: string | null;
  id: Generated<Int8>;
  outcome: 'accepted' | 'under_age' | 'after_refusal';
  source: 'registration' | 'player' | 'admin';
  user_id: number | null;
}

export interface DepositDisputes {
  amount: Int8;
  closed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  deposit_id: number;
  id: Generated<number>;
  provider_reference: string;
  status: 'OPEN' | 'WON' | 'LOST';
}

export interface Deposits {
  amount: Int8;
  amount_credited: Int8 | null;
  amount_disputed: Generated<Int8>;
  amount_refunded: Generated<Int8>;
  awaiting_payment_since: Timestamp | null;
  checkout_reference: string | null;
  checkout_url: string | null;
  completed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  currency: string;
  id: Generated<number>;
  idempotency_key: string | null;
  payment_reference: string | null;
  price: Int8;
  provider: string;
  status: Generated<'PENDING' | 'COMPLETED' | 'EXPIRED' | 'FAILED'>;
  user_id: number;
}

export interface DomainEvents {
  aggregate_id: string;
  aggregate_type: string;
  attempts: Generated<number>;
  dispatched_at: Timestamp | null;
  id: Generated<Int8>;
  last_error: string | null;
  next_attempt_at: Timestamp | null;
  occurred_at: Generated<Timestamp>;
  payload: Generated<Json>;
  pending_listeners: string[] | null;
  tx: Generated<string | null>;
  type: string;
  user_id: number | null;
}

export interface EventListeners {
  event_type: string;
  listener: string;
  registered_at: Generated<Timestamp>;
}

export interface ExclusionRegister {
  addresses: Generated<string[]>;
  date_of_birth: Timestamp | null;
  email_key: string;
  ends_at: Timestamp | null;
  id: Generated<Int8>;
  kind: 'self_exclusion' | 'time_out';
  period_ends_at: Timestamp;
  starts_at: Generated<Timestamp>;
  user_id: number;
}

export interface Games {
  completed_at: Timestamp | null;
  fairness_seed: string | null;
  forfeit: Generated<boolean>;
  game_number: number;
  id: Generated<number>;
  match_id: number;
  player1_deadline: Timestamp;
  player2_deadline: Timestamp;
  reminder_at: Timestamp | null;
  result_description: string | null;
  started_at: Timestamp;
  status: Generated<'IN_PROGRESS' | 'COMPLETED'>;
  winner_id: number | null;
}

export interface IdempotencyKeys {
  created_at: Generated<Timestamp>;
  id: Generated<Int8>;
  key: string;
  request_hash: string;
  response_body: Json | null;
  response_status: number | null;
  user_id: number;
}

export interface LedgerAccounts {
  allows_negative: Generated<boolean>;
  balance: Generated<Int8>;
  created_at: Generated<Timestamp>;
  id: Generated<Int8>;
  key: string;
  kind: 'WALLET' | 'ESCROW' | 'SYSTEM' | 'RECEIVABLE';
  name: string;
  tournament_id: number | null;
  user_id: number | null;
}

export interface LedgerEntries {
  created_at: Generated<Timestamp>;
  description: string;
  id: Generated<Int8>;
  idempotency_key: string;
  type:
    | 'DEPOSIT'
    | 'WITHDRAW'
    | 'TOURNAMENT_FEE'
    | 'TOURNAMENT_WIN'
    | 'WITHDRAWAL_REFUND'
    | 'TOURNAMENT_REFUND'
    | 'DEPOSIT_REFUND'
    | 'DEPOSIT_DISPUTE'
    | 'DISPUTE_WON'
    | 'WITHDRAWAL_PAYOUT'
    | 'HOUSE_RAKE'
    | 'TOURNAMENT_OVERLAY';
}

export interface LedgerPostings {
  account_id: Int8;
  amount: Int8;
  balance_after: Int8;
  created_at: Generated<Timestamp>;
  entry_id: Int8;
  id: Generated<Int8>;
}

export interface LiveBatches {
  event_ids: ArrayType<Int8>;
  inbox_user_ids: Generated<number[]>;
  published_at: Generated<Timestamp>;
  seq: Generated<Int8>;
}

export interface LiveCursor {
  id: Generated<boolean>;
  snapshot: string;
  updated_at: Generated<Timestamp>;
}

export interface LiveDeployment {
  id: Generated<boolean>;
  key: Generated<string>;
}

export interface LiveInstances {
  id: string;
  seen_at: Generated<Timestamp>;
}

export interface LiveStreams {
  address: string;
  id: string;
  instance_id: string;
  opened_at: Generated<Timestamp>;
  user_id: number;
  watch_match_id: number | null;
  watch_tournament_id: number | null;
}

export interface LoginFailures {
  failed_at: Generated<Timestamp>;
  id: Generated<Int8>;
  username_key: string;
}

export interface Matches {
  bye: Generated<boolean>;
  completed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  forfeit: Generated<boolean>;
  id: Generated<number>;
  listed: Generated<boolean>;
  match_number: number;
  max_games: number;
  move_timeout: number;
  player1_id: number | null;
  player1_score: Generated<number>;
  player2_id: number | null;
  player2_score: Generated<number>;
  practice: Generated<boolean>;
  round_number: number;
  started_at: Timestamp | null;
  status: Generated<'PENDING' | 'IN_PROGRESS' | 'COMPLETED'>;
  third_place: Generated<boolean>;
  total_rounds: number;
  tournament_id: number | null;
  tournament_name: string;
  winner_id: number | null;
}

export interface MfaChallenges {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<Int8>;
  token_hash: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface Moves {
  auto: Generated<boolean>;
  choice: 'ROCK' | 'PAPER' | 'SCISSORS' | 'SPOCK' | 'LIZARD';
  game_id: number;
  id: Generated<Int8>;
  submitted_at: Generated<Timestamp>;
  user_id: number;
}

export interface Notifications {
  amount: Int8 | null;
  created_at: Generated<Timestamp>;
  event_id: Int8;
  id: Generated<number>;
  kind:
    | 'match_started'
    | 'round_advanced'
    | 'prize_won'
    | 'refund'
    | 'withdrawal_approved'
    | 'withdrawal_rejected'
    | 'game_started'
    | 'move_reminder'
    | 'check_in'
    | 'check_in_lapsed'
    | 'challenge'
    | 'knocked_out'
    | 'tournament_reminder';
  link: string;
  read_at: Timestamp | null;
  text: string;
  title: string;
  tx: Generated<string | null>;
  user_id: number;
}

export interface OutgoingMail {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  html_body: string | null;
  id: Generated<number>;
  kind: string;
  last_error: string | null;
  message_id: string;
  next_attempt_at: Timestamp | null;
  recipient: string;
  sent_at: Timestamp | null;
  status: Generated<'PENDING' | 'SENT' | 'FAILED'>;
  subject: string;
  text_body: string | null;
  user_id: number | null;
}

export interface Passkeys {
  counter: Generated<Int8>;
  created_at: Generated<Timestamp>;
  credential_id: string;
  id: Generated<Int8>;
  last_used_at: Timestamp | null;
  name: string;
  public_key: Buffer;
  suspended_at: Timestamp | null;
  transports: Generated<string>;
  user_id: number;
}

export interface PlayerLimits {
  amount: Int8 | null;
  effective_at: Timestamp | null;
  kind: 'deposit_daily' | 'deposit_weekly' | 'deposit_monthly' | 'loss_daily' | 'loss_weekly' | 'loss_monthly';
  pending_amount: Int8 | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface PlayerProtection {
  date_of_birth: Timestamp | null;
  reality_check_minutes: Generated<number>;
  reopen_requested_at: Timestamp | null;
  review_held_since: Timestamp | null;
  self_excluded_at: Timestamp | null;
  self_excluded_until: Timestamp | null;
  time_out_until: Timestamp | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface RecoveryCodes {
  code_hash: string;
  created_at: Generated<Timestamp>;
  id: Generated<Int8>;
  used_at: Timestamp | null;
  user_id: number;
}

export interface RefreshTokens {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  family_id: string;
  id: Generated<Int8>;
  revoked_at: Timestamp | null;
  token_hash: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface RegistrationsByAddress {
  address: string;
  id: Generated<Int8>;
  registered_at: Generated<Timestamp>;
}

export interface ReviewHolds {
  clear_note: string | null;
  cleared_at: Timestamp | null;
  cleared_by: number | null;
  declaration_ids: Generated<ArrayType<Int8>>;
  detail: string;
  held_at: Generated<Timestamp>;
  id: Generated<Int8>;
  reason: 'exclusion_match' | 'exclusion_near_match' | 'age_refused' | 'age_refused_nearby';
  register_entry_id: Int8 | null;
  user_id: number;
}

export interface Sessions {
  address: string;
  created_at: Generated<Timestamp>;
  device: string;
  family_id: string;
  id: string;
  last_used_at: Generated<Timestamp>;
  reauth_factor_at: Timestamp | null;
  reauth_method: 'password' | 'totp' | 'recovery_code' | 'passkey' | null;
  reauthenticated_at: Timestamp | null;
  second_factor_at: Timestamp | null;
  sign_in_factor_at: Timestamp | null;
  sign_in_method: Generated<'registration' | 'password' | 'totp' | 'recovery_code' | 'passkey'>;
  user_agent: string;
  user_id: number;
}

export interface SitAndGoTemplates {
  active: Generated<boolean>;
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  entry_fee: Int8;
  game_mode: 'BLITZ' | 'CLASSIC';
  id: Generated<number>;
  max_players: number;
  move_timeout: number;
  name: string;
  payouts: Generated<number[]>;
  updated_at: Generated<Timestamp>;
}

export interface TotpCredentials {
  confirmed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  last_used_step: Int8 | null;
  secret_ciphertext: string;
  suspended_at: Timestamp | null;
  user_id: number;
}

export interface TournamentParticipants {
  checked_in_at: Timestamp | null;
  eliminated_round: number | null;
  id: Generated<Int8>;
  joined_at: Generated<Timestamp>;
  placement: number | null;
  seed: number | null;
  tournament_id: number;
  user_id: number;
}

export interface Tournaments {
  cancelled_at: Timestamp | null;
  check_in_ends_at: Timestamp | null;
  completed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  current_players: Generated<number>;
  current_round: Generated<number>;
  description: Generated<string>;
  entry_fee: Int8;
  game_mode: 'BLITZ' | 'CLASSIC';
  guaranteed_prize: Int8 | null;
  id: Generated<number>;
  kind: Generated<'PLAYER' | 'SIT_AND_GO' | 'SCHEDULED' | 'CHALLENGE'>;
  max_players: number;
  min_players: number | null;
  move_timeout: number;
  name: string;
  payouts: Generated<number[]>;
  prize_paid_at: Timestamp | null;
  prize_pool: Int8;
  rake: Generated<Int8>;
  rake_percent: Generated<number>;
  registration_closes_at: Timestamp;
  reminded_at: Timestamp | null;
  schedule_id: number | null;
  started_at: Timestamp | null;
  starts_at: Timestamp | null;
  status: Generated<'PENDING' | 'ACTIVE' | 'COMPLETED' | 'CANCELLED'>;
  template_id: number | null;
  total_rounds: number;
  winner_id: number | null;
}

export interface TournamentSchedules {
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  description: Generated<string>;
  entry_fee: Int8;
  game_mode: 'BLITZ' | 'CLASSIC';
  guaranteed_prize: Int8 | null;
  id: Generated<number>;
  max_players: number;
  min_players: number;
  move_timeout: number;
  name: string;
  payouts: Generated<number[]>;
  registration_opens_hours: Generated<number>;
  repeat: 'none' | 'daily' | 'weekly';
  starts_at: Timestamp;
  updated_at: Generated<Timestamp>;
}

export interface TournamentStatusCounts {
  kind: string;
  status: string;
  tournaments: Int8;
}

export interface UserPresence {
  seen_at: Generated<Timestamp>;
  user_id: number;
}

export interface Users {
  created_at: Generated<Timestamp>;
  email: string;
  email_match_start: Generated<boolean>;
  email_verified_at: Timestamp | null;
  id: Generated<number>;
  is_blocked: Generated<boolean>;
  locale: 'en' | 'de' | 'es' | null;
  losses: Generated<number>;
  money_won: Generated<Int8>;
  password_hash: string;
  rating: Generated<number>;
  role: Generated<'PLAYER' | 'ADMIN'>;
  two_factor_enabled_at: Timestamp | null;
  username: string;
  username_skeleton: string;
  wins: Generated<number>;
}

export interface WebauthnChallenges {
  challenge: string;
  expires_at: Timestamp;
  purpose: 'register' | 'sign_in' | 'reauth';
  user_id: number | null;
}

export interface WithdrawalRequests {
  admin_notes: Generated<string>;
  amount: Int8;
  cancellation_reason: 'WRONG_DESTINATION' | 'CHANGED_MIND' | 'INCORRECT_AMOUNT' | 'DIFFERENT_METHOD' | 'OTHER' | null;
  cancellation_requested: Generated<boolean>;
  cancellation_requested_at: Timestamp | null;
  destination_key: string;
  first_approval_notes: Generated<string>;
  first_approved_at: Timestamp | null;
  first_approved_by: number | null;
  id: Generated<number>;
  idempotency_key: string | null;
  payment_details: string;
  payment_method: 'PAYPAL' | 'BANK_TRANSFER' | 'CRYPTO' | 'OTHER';
  payout_reference: string | null;
  requested_at: Generated<Timestamp>;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELED'>;
  user_id: number;
}

export interface DB {
  account_action_attempts: AccountActionAttempts;
  account_tokens: AccountTokens;
  challenges: Challenges;
  client_addresses: ClientAddresses;
  date_of_birth_declarations: DateOfBirthDeclarations;
  deposit_disputes: DepositDisputes;
  deposits: Deposits;
  domain_events: DomainEvents;
  event_listeners: EventListeners;
  exclusion_register: ExclusionRegister;
  games: Games;
  idempotency_keys: IdempotencyKeys;
  ledger_accounts: LedgerAccounts;
  ledger_entries: LedgerEntries;
  ledger_postings: LedgerPostings;
  live_batches: LiveBatches;
  live_cursor: LiveCursor;
  live_deployment: LiveDeployment;
  live_instances: LiveInstances;
  live_streams: LiveStreams;
  login_failures: LoginFailures;
  matches: Matches;
  mfa_challenges: MfaChallenges;
  moves: Moves;
  notifications: Notifications;
  outgoing_mail: OutgoingMail;
  passkeys: Passkeys;
  player_limits: PlayerLimits;
  player_protection: PlayerProtection;
  recovery_codes: RecoveryCodes;
  refresh_tokens: RefreshTokens;
  registrations_by_address: RegistrationsByAddress;
  review_holds: ReviewHolds;
  sessions: Sessions;
  sit_and_go_templates: SitAndGoTemplates;
  totp_credentials: TotpCredentials;
  tournament_participants: TournamentParticipants;
  tournament_schedules: TournamentSchedules;
  tournament_status_counts: TournamentStatusCounts;
  tournaments: Tournaments;
  user_presence: UserPresence;
  users: Users;
  webauthn_challenges: WebauthnChallenges;
  withdrawal_requests: WithdrawalRequests;
}
