import { Query } from '@nestjs/cqrs';
import type { Counted, PageWindow } from '../../../shared/http/pagination.js';
import type { ChallengeStatus } from '../domain/challenge.entity.js';
import type { GameMode } from '../domain/tournament-rules.js';

/** A challenge as a player sees it (issue 33 §1): stakes, pace, who, the status, and what the viewer may do. */
export interface ChallengeView {
  id: string;
  token: string;
  /** The web page of the challenge: its share link's path. */
  url: string;
  status: ChallengeStatus;
  expires_at: string;
  created_at: string;
  entry_fee: string;
  prize_pool: string;
  game_mode: GameMode;
  game_mode_display: string;
  move_timeout: number;
  friendly: boolean;
  creator: number;
  creator_username: string;
  opponent: number | null;
  opponent_username: string | null;
  /** The CHALLENGE tournament, created with the challenge: its page is the match's way in once accepted. */
  tournament: number;
  rematch_of: number | null;
  can_accept: boolean;
  can_cancel: boolean;
  can_decline: boolean;
}

/** The challenge of a share token, for any signed-in player; 404 for an unknown token. */
export class GetChallenge extends Query<ChallengeView> {
  constructor(
    readonly token: string,
    readonly viewerId: number,
  ) {
    super();
  }
}

/** The viewer's OPEN challenges, made and received, newest first. */
export class ListChallenges extends Query<Counted<ChallengeView>> {
  constructor(
    readonly viewerId: number,
    readonly window: PageWindow,
  ) {
    super();
  }
}
