import { Query } from '@nestjs/cqrs';
import type { Counted, PageWindow } from '../../../shared/http/pagination.js';
import type { Cents } from '../../../shared/money/money.js';
import type { TournamentKind, TournamentStatus } from '../domain/tournament-rules.js';
import type { TournamentView } from './tournament.view.js';

/** The lobby's narrowing (issue 32 §5): an entry fee range in cents and one clock; each absent means any. */
export interface LobbyTerms {
  feeMin?: Cents;
  feeMax?: Cents;
  moveTimeout?: number;
}

export type TournamentListFilter =
  /** `kinds` never empty, and never CHALLENGE when the lobby asks. */
  | { kind: 'all'; statuses: TournamentStatus[]; kinds: TournamentKind[]; terms?: LobbyTerms }
  /** PENDING, with a free seat, and the viewer not in it. */
  | { kind: 'available'; kinds: TournamentKind[]; terms?: LobbyTerms }
  /** Every tournament the viewer has a seat in. */
  | { kind: 'mine' };

/** One page of tournaments newest first, as seen by the viewer, and how many match in all. */
export class ListTournaments extends Query<Counted<TournamentView>> {
  constructor(
    readonly viewerId: number,
    readonly filter: TournamentListFilter,
    readonly window: PageWindow,
  ) {
    super();
  }
}
