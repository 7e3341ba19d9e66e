import { Query } from '@nestjs/cqrs';
import type { UserView } from './user.view.js';

export class GetProfile extends Query<UserView> {
  constructor(readonly userId: number) {
    super();
  }
}
