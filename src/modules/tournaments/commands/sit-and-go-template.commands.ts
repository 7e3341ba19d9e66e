import { Command } from '@nestjs/cqrs';
import type { SitAndGoTemplate, SitAndGoTerms } from '../domain/sit-and-go-template.entity.js';

/**
 * An admin's new house-table template (issue 32 §1); the terms are checked (payouts against the seats, the clock
 * against the offer). Active, its first table opens in the same transaction.
 */
export class CreateSitAndGoTemplate extends Command<SitAndGoTemplate> {
  constructor(
    readonly adminId: number,
    readonly terms: Omit<SitAndGoTerms, 'moveTimeout'> & { moveTimeout: number | undefined },
    readonly active: boolean,
  ) {
    super();
  }
}

/**
 * Changes a template's terms or its active flag. New terms apply from the next table; an open table nobody sits
 * at yet is replaced at once. Deactivated: an empty open table is cancelled, one with players stays until it fills
 * or an admin cancels it, and no next one opens.
 */
export class UpdateSitAndGoTemplate extends Command<SitAndGoTemplate> {
  constructor(
    readonly adminId: number,
    readonly templateId: number,
    readonly update: Partial<SitAndGoTerms> & { active?: boolean },
  ) {
    super();
  }
}

/** Deletes a template: retired (soft deleted), as a deactivation, and no longer listed; 404 once gone. */
export class DeleteSitAndGoTemplate extends Command<void> {
  constructor(
    readonly adminId: number,
    readonly templateId: number,
  ) {
    super();
  }
}
