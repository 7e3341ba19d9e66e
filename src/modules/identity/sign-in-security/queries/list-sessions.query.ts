import { Query } from '@nestjs/cqrs';
import type { Counted, PageWindow } from '../../../../shared/http/pagination.js';

/** One live session as its owner sees it; `current` is the one the request came with. */
export interface SessionView {
  id: string;
  created_at: string;
  last_used_at: string;
  address: string;
  device: string;
  current: boolean;
}

/** A user's live sessions, the caller's own first, then the most recently used. */
export class ListSessions extends Query<Counted<SessionView>> {
  constructor(
    readonly userId: number,
    /** The caller's refresh family (the access token's `sid`), to mark `current`. */
    readonly familyId: string | null,
    readonly window: PageWindow,
  ) {
    super();
  }
}
