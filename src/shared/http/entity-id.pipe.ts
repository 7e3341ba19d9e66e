import { Injectable, Optional, type PipeTransform } from '@nestjs/common';
import { DomainError } from '../errors/domain-error.js';
import { msg, type Text } from '#i18n';

const MAX_SERIAL = 2_147_483_647;

/** Whether a value names a row an `integer` serial key could hold. */
export function isStorableId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_SERIAL;
}

/** Canonical decimal: no sign, no leading zero, no other base, no exponent or fraction, no padding. */
const CANONICAL_ID = /^[1-9]\d{0,9}$/;

/**
 * A path id: anything that cannot be a row id ("abc", "99999999999999") names nothing, so it is a 404 like
 * an unknown id rather than a 400 or a database error. Only one spelling names a row: "022" or "0x16" is a 404
 * too, not row 22, so an id cannot be disguised past a cache, a proxy rule or a log search.
 */
/** Each resource's 404, a whole sentence to translate. */
const NOT_FOUND: Record<string, Text> = {
  Game: msg({ message: 'Game not found.' }),
  Match: msg({ message: 'Match not found.' }),
  Passkey: msg({ message: 'Passkey not found.' }),
  Schedule: msg({ message: 'Schedule not found.' }),
  'Sit & Go template': msg({ message: 'Sit & Go template not found.' }),
  Tournament: msg({ message: 'Tournament not found.' }),
};

@Injectable()
export class EntityIdPipe implements PipeTransform<string, number> {
  /** `what` names the resource in the 404 ("Match not found."); `new EntityIdPipe('Match')` in @Param. */
  constructor(@Optional() private readonly what?: string) {
    this.notFound = what ? NOT_FOUND[what] : undefined;
  }

  private readonly notFound: Text | undefined;

  transform(value: string): number {
    const id = typeof value === 'string' && CANONICAL_ID.test(value) ? Number(value) : NaN;
    if (!isStorableId(id)) throw DomainError.notFound(this.notFound);
    return id;
  }
}
