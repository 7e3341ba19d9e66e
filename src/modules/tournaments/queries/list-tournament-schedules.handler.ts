import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { centsFromDb, formatCents } from '../../../shared/money/money.js';
import { ListTournamentSchedules, type TournamentScheduleView } from './list-tournament-schedules.query.js';

const isoUtc = (value: string) => new Date(value).toISOString();

@QueryHandler(ListTournamentSchedules)
export class ListTournamentSchedulesHandler implements IQueryHandler<ListTournamentSchedules> {
  constructor(private readonly em: EntityManager) {}

  async execute({ scheduleId }: ListTournamentSchedules): Promise<TournamentScheduleView[]> {
    const em = this.em;
    let schedules = db(em).selectFrom('tournament_schedules').selectAll().where('deleted_at', 'is', null);
    if (scheduleId !== null) schedules = schedules.where('id', '=', scheduleId);
    const rows = await all(em, schedules.orderBy('id'));
    if (rows.length === 0) return [];
    const open = await all(
      em,
      db(em)
        .selectFrom('tournaments')
        .select(['id', 'schedule_id'])
        .where('schedule_id', '=', (eb) => eb.fn.any(eb.val(rows.map((r) => r.id))))
        .where('status', '=', 'PENDING')
        .orderBy('starts_at')
        .orderBy('id'),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      entry_fee: formatCents(centsFromDb(row.entry_fee)),
      game_mode: row.game_mode,
      payouts: row.payouts,
      move_timeout: row.move_timeout,
      min_players: row.min_players,
      max_players: row.max_players,
      starts_at: isoUtc(row.starts_at),
      repeat: row.repeat,
      guaranteed_prize: row.guaranteed_prize === null ? null : formatCents(centsFromDb(row.guaranteed_prize)),
      registration_opens_hours: row.registration_opens_hours,
      created_at: isoUtc(row.created_at),
      updated_at: isoUtc(row.updated_at),
      open_tournament_ids: open.filter((t) => t.schedule_id === row.id).map((t) => t.id),
    }));
  }
}
