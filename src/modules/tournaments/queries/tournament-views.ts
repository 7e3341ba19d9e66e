import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder } from 'kysely';
import { prepared } from '../../../shared/database/prepared.js';
import { all, db, first, type DB } from '../../../shared/database/query.js';
import { clockNow } from '../../../shared/database/expressions.js';
import { GetMatchesAwaitingPlayer } from '../../gameplay/contracts/matches-awaiting-player.query.js';
import { GetThirdPlaceMatches } from '../../gameplay/contracts/third-place-matches.query.js';
import type { BracketMatchView } from '../../gameplay/contracts/gameplay.queries.js';
import { hasThirdPlaceMatch } from '../domain/payouts.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import { type ParticipantRow, tournamentView, type TournamentRow, type TournamentView } from './tournament.view.js';

/**
 * ISO 8601 in UTC with milliseconds, as Date#toISOString writes it; to_char's MS truncates the microseconds
 * as the ORM's date parsing did, so the API's dates did not change when the read side left the entities.
 */
function iso(
  eb: FromTournaments,
  column: `t.${'created_at' | 'started_at' | 'completed_at' | 'registration_closes_at' | 'check_in_ends_at' | 'starts_at'}`,
) {
  const utc = eb.fn<string>('timezone', [eb.val('UTC'), eb.ref(column)]);
  return eb.fn<string>('to_char', [utc, eb.val('YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')]);
}

/** A query from `tournaments t`. */
export type FromTournaments = ExpressionBuilder<DB & { t: DB['tournaments'] }, 't'>;

/** The columns of a TournamentRow, from `tournaments t`. */
export const tournamentColumns = (eb: FromTournaments) =>
  [
    't.id',
    't.name',
    't.description',
    't.entry_fee',
    't.max_players',
    't.game_mode',
    't.move_timeout',
    't.kind',
    't.payouts',
    't.status',
    't.prize_pool',
    't.current_players',
    't.current_round',
    't.total_rounds',
    't.winner_id',
    't.created_by',
    iso(eb, 't.created_at').as('created_at'),
    iso(eb, 't.started_at').as('started_at'),
    iso(eb, 't.completed_at').as('completed_at'),
    iso(eb, 't.registration_closes_at').as('registration_closes_at'),
    eb('t.registration_closes_at', '>', clockNow()).$castTo<boolean>().as('registration_open'),
    iso(eb, 't.check_in_ends_at').as('check_in_ends_at'),
    iso(eb, 't.starts_at').as('starts_at'),
    't.min_players',
    't.guaranteed_prize',
  ] as const;

/** A tournament with whether `viewerId` may see it; compiled once (prepared.ts): every match poll asks it. */
const VISIBLE_TOURNAMENT = prepared((k, v: { tournamentId: number; viewerId: number }) =>
  k
    .selectFrom('tournaments as t')
    .select(tournamentColumns)
    .select((eb) =>
      eb
        .or([
          eb('t.kind', '!=', 'CHALLENGE'),
          // Its maker and its other player (named, or the one who took it), even after a seat was given up.
          eb.exists(
            eb
              .selectFrom('challenges as c')
              .select(eb.lit(1).as('one'))
              .whereRef('c.tournament_id', '=', 't.id')
              .where((w) => w.or([w('c.creator_id', '=', v.viewerId), w('c.opponent_id', '=', v.viewerId)])),
          ),
        ])
        .as('visible'),
    )
    .where('t.id', '=', v.tournamentId),
);

/**
 * Builds tournament views from plain rows (kysely, not the unit of work), never entities: the read side is polled, and
 * hydrating, registering and snapshotting every tournament and seat only to turn them into JSON was most of
 * a list request's cost. A fixed number of statements whatever their count: one for the participants of
 * every tournament given, one question to identity for every username involved.
 */
@Injectable()
export class TournamentViews {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async many(tournaments: TournamentRow[], viewerId: number): Promise<TournamentView[]> {
    if (tournaments.length === 0) return [];
    const participants: ParticipantRow[] = await all(
      this.em,
      db(this.em)
        .selectFrom('tournament_participants')
        .select([
          'tournament_id',
          'user_id',
          'seed',
          'placement',
          (eb) => eb('checked_in_at', 'is not', null).$castTo<boolean>().as('checked_in'),
        ])
        .where(
          'tournament_id',
          'in',
          tournaments.map((t) => t.id),
        )
        .orderBy('tournament_id')
        .orderBy('id'),
    );
    const byTournament = new Map<number, ParticipantRow[]>();
    const userIds = new Set<number>();
    for (const participant of participants) {
      const list = byTournament.get(participant.tournament_id);
      if (list) list.push(participant);
      else byTournament.set(participant.tournament_id, [participant]);
      userIds.add(participant.user_id);
    }
    for (const t of tournaments) {
      if (t.created_by !== null) userIds.add(t.created_by);
      if (t.winner_id !== null) userIds.add(t.winner_id);
    }
    const users = await this.queries.execute(new GetUserSummaries([...userIds]));
    const toPlay = await this.matchesToPlay(tournaments, byTournament, viewerId);
    const thirdPlace = await this.thirdPlaceMatches(tournaments);
    return tournaments.map((t) =>
      tournamentView(
        t,
        byTournament.get(t.id) ?? [],
        users,
        viewerId,
        toPlay.get(t.id) ?? null,
        thirdPlace.get(t.id) ?? null,
      ),
    );
  }

  /** Third-place matches, asked once for the started tournaments that play one: most pages ask nothing. */
  private async thirdPlaceMatches(tournaments: TournamentRow[]): Promise<Map<number, BracketMatchView>> {
    const playing = tournaments
      .filter((t) => (t.status === 'ACTIVE' || t.status === 'COMPLETED') && hasThirdPlaceMatch(t.payouts))
      .map((t) => t.id);
    if (playing.length === 0) return new Map();
    const found = await this.queries.execute(new GetThirdPlaceMatches(playing));
    return new Map(found.map((f) => [f.tournamentId, f.match]));
  }

  /** The viewer's matches awaiting their move, asked once for every running tournament they sit in. */
  private async matchesToPlay(
    tournaments: TournamentRow[],
    seats: Map<number, ParticipantRow[]>,
    viewerId: number,
  ): Promise<Map<number, number>> {
    const running = tournaments
      .filter((t) => t.status === 'ACTIVE' && (seats.get(t.id) ?? []).some((p) => p.user_id === viewerId))
      .map((t) => t.id);
    if (running.length === 0) return new Map();
    const awaiting = await this.queries.execute(new GetMatchesAwaitingPlayer(viewerId, running));
    return new Map(awaiting.map((a) => [a.tournamentId, a.matchId]));
  }

  async one(tournament: TournamentRow, viewerId: number): Promise<TournamentView> {
    return (await this.many([tournament], viewerId))[0];
  }

  /**
   * The tournament as `viewerId` may see it: a challenge (issue 33 §1) is its two players' business, so to anyone
   * else it does not exist (404), as its match does not. An open link's taker is not known until it is taken.
   */
  async load(tournamentId: number, viewerId: number): Promise<TournamentRow> {
    const tournament = await first(this.em, VISIBLE_TOURNAMENT(this.em, { tournamentId, viewerId }));
    if (!tournament?.visible) throw TournamentErrors.notFound();
    const { visible: _visible, ...row } = tournament;
    return row;
  }
}
