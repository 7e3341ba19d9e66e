import { Query } from '@nestjs/cqrs';
import type { GameResultView, GameView, MatchView } from './match-views.js';

/** A match with all its games, seen by the viewer. Any signed-in user may read a match. */
export class GetMatch extends Query<MatchView> {
  constructor(
    readonly matchId: number,
    readonly viewerId: number,
  ) {
    super();
  }
}

/** Every game of a match by game number, seen by the viewer. */
export class GetMatchGames extends Query<GameView[]> {
  constructor(
    readonly matchId: number,
    readonly viewerId: number,
  ) {
    super();
  }
}

/** The open game of an in-progress match; 404 "No active game" otherwise. */
export class GetCurrentGame extends Query<GameView> {
  constructor(
    readonly matchId: number,
    readonly viewerId: number,
  ) {
    super();
  }
}

/** One game seen by the viewer, with its result once it is complete: the answer to a submit. */
export class GetGameWithResult extends Query<{ game: GameView; result: GameResultView | null }> {
  constructor(
    readonly gameId: number,
    readonly viewerId: number,
  ) {
    super();
  }
}
