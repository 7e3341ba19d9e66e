import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { db, first } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { SitAndGoTemplateSaved } from '../contracts/tournaments.events.js';
import { SitAndGoTemplate } from '../domain/sit-and-go-template.entity.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { lockTournament } from './admission.js';
import { cancelWithRefunds } from './cancellation.js';
import { openTableOf } from './house-tables.js';
import { OpenHouseTable } from './open-house-table.command.js';
import { msg } from '#i18n';

/** The template as saved, for the event log, with the admin as the actor. */
export async function recordTemplateSaved(
  em: EntityManager,
  template: SitAndGoTemplate,
  change: 'created' | 'updated',
  adminId: number,
): Promise<void> {
  await recordEvents(
    em,
    raise(
      SitAndGoTemplateSaved,
      template.id,
      { templateId: template.id, change, ...template.terms, payouts: [...template.payouts], active: template.active },
      adminId,
    ),
  );
}

export const templateNotFound = () => DomainError.notFound(msg({ message: 'Sit & Go template not found.' }));

/**
 * A template that is not deleted, its row locked until commit: one admin change of it at a time. FOR NO KEY
 * UPDATE, not FOR UPDATE: a start opening the template's next table inserts a tournament whose foreign key takes
 * KEY SHARE on this row while it holds the tournament's lock that the admin's change may wait for next; FOR UPDATE
 * would deadlock the two.
 */
export async function lockTemplate(em: EntityManager, templateId: number): Promise<SitAndGoTemplate> {
  const locked = await first(
    em,
    db(em)
      .selectFrom('sit_and_go_templates')
      .select('id')
      .where('id', '=', templateId)
      .where('deleted_at', 'is', null)
      .forNoKeyUpdate(),
  );
  const template = locked ? await em.findOne(SitAndGoTemplate, templateId, { refresh: true }) : null;
  if (!template) throw templateNotFound();
  return template;
}

/**
 * The template's open table, locked and still PENDING; null when it has none. A table that started or was
 * cancelled while the lock was awaited has been replaced by then: the next look finds its successor.
 */
async function lockOpenTable(em: EntityManager, templateId: number): Promise<Tournament | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const openId = await openTableOf(em, templateId);
    if (openId === null) return null;
    const table = await lockTournament(em, openId);
    if (table?.status === 'PENDING') return table;
  }
  return null;
}

/**
 * Brings a changed template's open table in line with it, in the admin's transaction. Open: an empty table on
 * old terms is cancelled (and replaced on the new ones, by the cancellation), else a table is opened if it has
 * none. Deactivated or deleted: an empty table is cancelled and none replaces it; one with players (seated, or
 * checking in) stays until it fills or an admin cancels it, as an operator would not take seats from players.
 * The template's row lock is taken before the tournament's, as nothing else takes them the other way round.
 */
export async function settleOpenTable(
  em: EntityManager,
  commands: CommandBus,
  template: SitAndGoTemplate,
  termsChanged: boolean,
  adminId: number,
): Promise<void> {
  await em.flush();
  const table = await lockOpenTable(em, template.id);
  const empty = table !== null && table.currentPlayers === 0;
  if (table && empty && (termsChanged || !template.open)) {
    await cancelWithRefunds(em, commands, table, 'cancelled_by_organizer', adminId);
    return;
  }
  if (template.open) await commands.execute(new OpenHouseTable(template.id));
}
