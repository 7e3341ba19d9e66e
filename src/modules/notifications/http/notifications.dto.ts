import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { ValidateProblem } from '../../../shared/http/validate-problem.js';
import { msg, remembered } from '#i18n';

/** At most this many ids a request: "Mark all read" covers the rest. */
export const MAX_READ_IDS = 100;
const MAX_ID = 2_147_483_647;

function idsProblem(value: unknown): string | null {
  if (value === 'all') return null;
  if (!Array.isArray(value)) return remembered(msg({ message: 'Give a list of notification ids, or "all".' }));
  if (value.length === 0) return remembered(msg({ message: 'Give at least one id.' }));
  if (value.length > MAX_READ_IDS) return `At most ${MAX_READ_IDS} ids at once; use "all" for every one.`;
  if (!value.every((id) => Number.isInteger(id) && (id as number) >= 1 && (id as number) <= MAX_ID))
    return remembered(msg({ message: 'Each id is a whole number of at least 1.' }));
  return null;
}

export class MarkReadDto {
  @ApiProperty({
    oneOf: [
      { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: MAX_READ_IDS },
      { type: 'string', enum: ['all'] },
    ],
    example: [12, 13],
    description: 'The ids of notifications of your own to mark read, or "all" for every unread one.',
  })
  @IsDefined({ message: remembered(msg({ message: 'This field is required.' })) })
  @ValidateProblem('isReadIds', idsProblem)
  ids!: number[] | 'all';
}
