import { Query } from '@nestjs/cqrs';

/** One completed tournament a player sat in, and where they finished. */
export interface RecentPlacement {
  tournament_id: number;
  name: string;
  game_mode: 'BLITZ' | 'CLASSIC';
  game_mode_display: string;
  /** Seats taken when it started. */
  players: number;
  /** 1 for the champion, 2 for the runner-up, then shared places by the round lost in (see bracket-engine). */
  placement: number | null;
  completed_at: string;
}

/**
 * A player's latest completed public tournaments, newest first, with their placement: what a player's public page
 * shows. Only facts anyone could read on those tournaments' own pages (no fees, prizes or money).
 */
export class GetRecentPlacements extends Query<RecentPlacement[]> {
  constructor(
    readonly userId: number,
    readonly limit: number,
  ) {
    super();
  }
}
