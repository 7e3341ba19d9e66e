import { LockMode } from '@mikro-orm/core';
import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { SitAndGoTemplateSaved } from '../contracts/tournaments.events.js';
import { SitAndGoTemplate } from '../domain/sit-and-go-template.entity.js';
import { lockTournament } from './admission.js';
import { cancelWithRefunds } from './cancellation.js';
import { openTableOf } from './house-tables.js';
import { OpenHouseTable } from './open-house-table.command.js';

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

export const templateNotFound = () => DomainError.notFound('Sit & Go template not found.');

/** A template that is not deleted, its row locked until commit: one admin change of it at a time. */
export async function lockTemplate(em: EntityManager, templateId: number): Promise<SitAndGoTemplate> {
  const template = await em.findOne(
    SitAndGoTemplate,
    { id: templateId, deletedAt: null },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!template) throw templateNotFound();
  return template;
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
  const openId = await openTableOf(em, template.id);
  const table = openId === null ? null : await lockTournament(em, openId);
  const empty = table?.status === 'PENDING' && table.currentPlayers === 0;
  if (table && empty && (termsChanged || !template.open)) {
    await cancelWithRefunds(em, commands, table, 'cancelled_by_organizer', adminId);
    return;
  }
  if (template.open) await commands.execute(new OpenHouseTable(template.id));
}
