import { Injectable, Optional, type PipeTransform } from '@nestjs/common';
import { DomainError } from '../errors/domain-error.js';

const MAX_SERIAL = 2_147_483_647;

/** Whether a value names a row an `integer` serial key could hold. */
export function isStorableId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_SERIAL;
}

/**
 * A path id: anything that cannot be a row id ("abc", "99999999999999") names nothing, so it is a 404 like
 * an unknown id rather than a 400 or a database error.
 */
@Injectable()
export class EntityIdPipe implements PipeTransform<string, number> {
  /** `what` names the resource in the 404 ("Match not found."); `new EntityIdPipe('Match')` in @Param. */
  constructor(@Optional() private readonly what?: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!isStorableId(id)) throw DomainError.notFound(this.what ? `${this.what} not found.` : undefined);
    return id;
  }
}
