import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../config/app-config.js';
import { databaseNow, db, first } from '../../../shared/database/query.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { lockExclusively } from '../../../shared/transaction.js';
import { SitAndGoTemplate } from '../domain/sit-and-go-template.entity.js';
import { Tournament } from '../domain/tournament.entity.js';
import { OpenHouseTable } from './open-house-table.command.js';
import { tournamentCreated } from './tournament-created.js';

/** Advisory lock namespace: one template's look for its open table and the insert that follows it. */
const HOUSE_TABLE_LOCK = 7_420_102;

/** What opening a house table needs of the configuration: the rake, frozen into the table as any tournament's. */
export type HouseTableConfig = Pick<AppConfig, 'houseRakePercent' | 'tournamentFillDeadlineSeconds'>;

/**
 * Opens the next table of a house table that just started or was cancelled, in that transaction: OpenHouseTable
 * joins it (transaction() propagates), so the start and the next table commit together or not at all.
 */
export async function openNextTable(commands: CommandBus, tournament: Tournament): Promise<void> {
  if (tournament.templateId !== null) await commands.execute(new OpenHouseTable(tournament.templateId));
}

/** The template's PENDING tournament, if it has one (at most one: tournaments_one_open_per_template). */
export async function openTableOf(em: EntityManager, templateId: number): Promise<number | null> {
  const row = await first(
    em,
    db(em).selectFrom('tournaments').select('id').where('template_id', '=', templateId).where('status', '=', 'PENDING'),
  );
  return row?.id ?? null;
}

/**
 * Opens the next table of a template, in the caller's transaction (the start or cancellation of its previous
 * table, a template saved, the reconciling sweep), so a template never goes without one. Nothing when the template
 * is inactive or deleted, or already has its open table. Openers of one template take turns under an advisory
 * lock held to commit, so the look and the insert cannot be raced past and the caller's transaction is never
 * aborted by the unique index; the index (tournaments_one_open_per_template) is still what makes two open tables
 * impossible, whatever writes the row. Answers the new tournament, or null.
 */
export async function openHouseTable(
  em: EntityManager,
  config: HouseTableConfig,
  templateId: number,
): Promise<Tournament | null> {
  await lockExclusively(em, HOUSE_TABLE_LOCK, templateId);
  await em.flush();
  const template = await em.findOne(SitAndGoTemplate, templateId, { refresh: true });
  if (!template?.open) return null;
  if ((await openTableOf(em, templateId)) !== null) return null;
  const tournament = new Tournament({
    ...template.terms,
    description: '',
    createdBy: null,
    templateId,
    rakePercent: config.houseRakePercent,
    fillDeadlineSeconds: config.tournamentFillDeadlineSeconds,
    now: await databaseNow(em),
  });
  await em.persist(tournament).flush();
  await recordEvents(em, tournamentCreated(tournament));
  return tournament;
}
