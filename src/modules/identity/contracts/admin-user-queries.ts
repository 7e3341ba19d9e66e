import { Query } from '@nestjs/cqrs';
import type { Counted, PageWindow } from '../../../shared/http/pagination.js';
import type { UserView } from '../account/queries/user.view.js';

export type { UserView };
export { GetProfile } from '../account/queries/get-profile.query.js';

/** One page of the users whose username or email contains the search text (all when empty), newest first, for admins. */
export class SearchUsers extends Query<Counted<UserView>> {
  constructor(
    readonly search: string,
    readonly window: PageWindow,
  ) {
    super();
  }
}
