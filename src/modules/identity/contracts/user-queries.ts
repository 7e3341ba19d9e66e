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
