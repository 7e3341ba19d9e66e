import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ago } from '../../../shared/database/expressions.js';
import { all, db } from '../../../shared/database/query.js';
import { centsFromDb, formatCents } from '../../../shared/money/money.js';
import { ListSitAndGoTemplates, type SitAndGoTemplateView } from './list-sit-and-go-templates.query.js';

const isoUtc = (value: string) => new Date(value).toISOString();

@QueryHandler(ListSitAndGoTemplates)
export class ListSitAndGoTemplatesHandler implements IQueryHandler<ListSitAndGoTemplates> {
  constructor(private readonly em: EntityManager) {}

  async execute({ templateId }: ListSitAndGoTemplates): Promise<SitAndGoTemplateView[]> {
    const em = this.em;
    let templates = db(em).selectFrom('sit_and_go_templates').selectAll().where('deleted_at', 'is', null);
    if (templateId !== null) templates = templates.where('id', '=', templateId);
    const rows = await all(em, templates.orderBy('id'));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // One indexed pass over the templates' tables (tournaments_template_started_idx): started in the last day,
    // and the one still open.
    const tables = await all(
      em,
      db(em)
        .selectFrom('tournaments')
        .select((eb) => [
          'template_id',
          eb.fn
            .countAll<string>()
            .filterWhere('started_at', '>=', ago({ hours: 24 }))
            .as('filled'),
          eb.fn.max<number | null>('id').filterWhere('status', '=', 'PENDING').as('open_id'),
          eb.fn.max<number | null>('current_players').filterWhere('status', '=', 'PENDING').as('open_players'),
        ])
        .where('template_id', '=', (eb) => eb.fn.any(eb.val(ids)))
        .where((eb) => eb.or([eb('started_at', '>=', ago({ hours: 24 })), eb('status', '=', 'PENDING')]))
        .groupBy('template_id'),
    );
    const byTemplate = new Map(tables.map((t) => [t.template_id, t]));
    return rows.map((row) => {
      const t = byTemplate.get(row.id);
      return {
        id: row.id,
        name: row.name,
        entry_fee: formatCents(centsFromDb(row.entry_fee)),
        max_players: row.max_players,
        game_mode: row.game_mode,
        payouts: row.payouts,
        move_timeout: row.move_timeout,
        active: row.active,
        created_at: isoUtc(row.created_at),
        updated_at: isoUtc(row.updated_at),
        filled_last_24h: Number(t?.filled ?? 0),
        open_tournament_id: t?.open_id ?? null,
        open_players: t?.open_players ?? 0,
      };
    });
  }
}
