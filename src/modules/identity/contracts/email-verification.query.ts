import { Query } from '@nestjs/cqrs';

/** Whether the user's email address is verified (admins always are): a withdrawal needs it. */
export class IsEmailVerified extends Query<boolean> {
  constructor(readonly userId: number) {
    super();
  }
}
