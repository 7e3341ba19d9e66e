import { Query } from '@nestjs/cqrs';

export interface UserSummary {
  id: number;
  username: string;
  isBlocked: boolean;
  role: 'PLAYER' | 'ADMIN';
}

/** Usernames and status of the given users, for contexts that show or check players. */
export class GetUserSummaries extends Query<Map<number, UserSummary>> {
  constructor(readonly userIds: number[]) {
    super();
  }
}

/** A player who asked to be mailed when a match of theirs starts. */
export interface MatchStartMailRecipient {
  userId: number;
  username: string;
  email: string;
}

/**
 * Of the given users, those to mail when a match starts: opted in on the profile, their address proven by a mailed
 * link (an unproven address may be someone else's), and not blocked.
 */
export class GetMatchStartMailRecipients extends Query<MatchStartMailRecipient[]> {
  constructor(readonly userIds: number[]) {
    super();
  }
}

/**
 * The user with this username, ignoring case as sign-in does (a challenge naming its opponent, issue 33 §1);
 * null when there is none.
 */
export class FindUserByUsername extends Query<UserSummary | null> {
  constructor(readonly username: string) {
    super();
  }
}
