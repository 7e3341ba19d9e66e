import { Query } from '@nestjs/cqrs';

/**
 * What anyone signed in may know of a player (issue 33 §3). Built field by field from a whitelist: never the
 * email, balance, money won, blocked flag, role or protection status of the full profile.
 */
export interface PublicPlayer {
  id: number;
  username: string;
  member_since: string;
  rating: number;
  games_played: number;
  wins: number;
  losses: number;
  win_rate: number;
}

/** A player by username, any case; unknown and blocked players are both "not found". */
export class GetPublicPlayer extends Query<PublicPlayer> {
  constructor(readonly username: string) {
    super();
  }
}
