import { Query } from '@nestjs/cqrs';

/** One schedule as the admins see it (issue 32 §2). */
export interface TournamentScheduleView {
  id: number;
  name: string;
  description: string;
  entry_fee: string;
  game_mode: 'BLITZ' | 'CLASSIC';
  payouts: number[];
  move_timeout: number;
  min_players: number;
  max_players: number;
  starts_at: string;
  repeat: 'none' | 'daily' | 'weekly';
  guaranteed_prize: string | null;
  registration_opens_hours: number;
  created_at: string;
  updated_at: string;
  /** Its occurrences still open for registration (PENDING), soonest first. */
  open_tournament_ids: number[];
}

/** The schedules not deleted, oldest first; only `scheduleId`'s when given (none when it is deleted). */
export class ListTournamentSchedules extends Query<TournamentScheduleView[]> {
  constructor(readonly scheduleId: number | null = null) {
    super();
  }
}
