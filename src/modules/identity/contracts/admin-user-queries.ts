import { Query } from '@nestjs/cqrs';
import type { UserView } from '../queries/user.view.js';

export type { UserView };
export { GetProfile } from '../queries/get-profile.query.js';

/** Users whose username or email contains the search text (all when empty), newest first, for admins. */
export class SearchUsers extends Query<UserView[]> {
  constructor(
    readonly search: string,
    readonly limit = 50,
  ) {
    super();
  }
}
