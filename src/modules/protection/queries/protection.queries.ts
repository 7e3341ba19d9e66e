import { Query } from '@nestjs/cqrs';
import type { LimitsView } from './views.js';

/** This context's own reads, for its controllers. */

export class GetLimits extends Query<LimitsView> {
  constructor(readonly userId: number) {
    super();
  }
}

export interface SessionSummary {
  started_at: string;
  duration_seconds: number;
  fees: string;
  prizes: string;
  refunds: string;
  /** Prizes and refunds less fees: negative is a loss. */
  net: string;
  reality_check_minutes: number | null;
}

export class GetSessionSummary extends Query<SessionSummary> {
  constructor(
    readonly userId: number,
    readonly sessionId: string | null,
  ) {
    super();
  }
}

export interface FiguresWindow {
  window: '24h' | '7d' | '30d';
  deposits: string;
  fees: string;
  prizes: string;
  refunds: string;
  net: string;
}

export interface SaferPlayFigures {
  windows: FiguresWindow[];
  /** The last 30 days, oldest first: each day's net result (for the chart). */
  daily: { day: string; net: string }[];
  links: { name: string; url: string }[];
}

export class GetSaferPlayFigures extends Query<SaferPlayFigures> {
  constructor(readonly userId: number) {
    super();
  }
}

export interface ProtectionEvent {
  id: number;
  type: string;
  occurred_at: string;
  /** The acting user: the player, an admin for a correction. */
  user: number | null;
  payload: Record<string, unknown>;
}

/** The player's protection record, newest first: every change of a limit, restriction or date of birth. */
export class GetProtectionHistory extends Query<ProtectionEvent[]> {
  constructor(readonly userId: number) {
    super();
  }
}

export interface ReviewHoldView {
  id: number;
  reason: 'exclusion_match' | 'exclusion_near_match' | 'age_refused' | 'age_refused_nearby';
  detail: string;
  held_at: string;
  cleared_at: string | null;
  cleared_by: number | null;
  clear_note: string | null;
}

export interface DateOfBirthAttemptView {
  date_of_birth: string;
  outcome: 'accepted' | 'under_age' | 'after_refusal';
  source: 'registration' | 'player' | 'admin';
  at: string;
  /** False: another registration's or account's date refused as under age, from this one's address or email. */
  this_account: boolean;
}

export interface ReviewFacts {
  review: { held: boolean; holds: ReviewHoldView[] };
  date_of_birth_attempts: DateOfBirthAttemptView[];
}

/** For the admin user page (issue 30): the account's holds, open and cleared, and every date of birth it tried. */
export class GetReviewFacts extends Query<ReviewFacts> {
  constructor(readonly userId: number) {
    super();
  }
}
