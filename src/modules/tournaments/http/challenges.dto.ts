import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString } from 'class-validator';
import { AMOUNT_SCHEMA } from '../../../shared/http/amount.validator.js';
import { CharLength } from '../../../shared/http/text-length.js';
import { ValidateProblem } from '../../../shared/http/validate-problem.js';
import { formatCents, parseCents, requireAmount, type Cents } from '../../../shared/money/money.js';
import { CHALLENGE_STATUSES, type ChallengeStatus } from '../domain/challenge.entity.js';
import { MOVE_TIMEOUT_CHOICES, moveTimeoutShapeProblem } from '../domain/pace.js';
import { GAME_MODES, type GameMode, MAX_ENTRY_FEE, MIN_ENTRY_FEE } from '../domain/tournament-rules.js';
import type { ChallengeView } from '../queries/challenge.queries.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { msg, remembered } from '#i18n';

const DATE = { type: String, format: 'date-time' } as const;
const MONEY = { type: String, example: '5.00', description: 'Coins as a decimal string with two decimals.' } as const;

/** A challenge's stake in cents: 0 (a friendly), or within a tournament's fee bounds (a field error otherwise). */
export function challengeFee(value: unknown): Cents {
  if (parseCents(value) === 0) return parseCents(value) as Cents;
  return requireAmount('entry_fee', value, MIN_ENTRY_FEE, MAX_ENTRY_FEE);
}

function feeProblem(value: unknown): string | null {
  try {
    challengeFee(value);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

export class CreateChallengeDto {
  @ApiProperty({
    ...AMOUNT_SCHEMA,
    description: `0 for a friendly (no money moves, no prize), or coins with at most two decimals from ${formatCents(MIN_ENTRY_FEE)} to ${formatCents(MAX_ENTRY_FEE)}.`,
  })
  @ValidateProblem('isChallengeFee', feeProblem)
  entry_fee!: string | number;

  @ApiProperty({ enum: GAME_MODES })
  @IsDefined({ message: remembered(msg({ message: 'This field is required.' })) })
  @IsIn(GAME_MODES, { message: `Choose one of: ${GAME_MODES.join(', ')}.` })
  game_mode!: GameMode;

  @ApiPropertyOptional({
    type: Number,
    example: MOVE_TIMEOUT_CHOICES[0],
    description: "Seconds per move: 60, 300, 3600 or 86400. Omitted, the server's MOVE_TIMEOUT_SECONDS.",
  })
  @IsOptional()
  @ValidateProblem('isMoveTimeout', moveTimeoutShapeProblem)
  move_timeout?: number;

  @ApiPropertyOptional({
    type: String,
    description: 'The username of the only player who may accept; anyone but the creator may when absent.',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString({ message: remembered(msg({ message: 'Not a valid string.' })) })
  @CharLength(1, 150, { message: remembered(msg({ message: 'Enter a username.' })) })
  opponent?: string | null;
}

export class ChallengeViewDto implements ChallengeView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The share secret, also in `url`.' }) token!: string;
  @ApiProperty({ example: '/challenge/3q2-7wE…', description: "The web page's path: the share link." })
  url!: string;
  @ApiProperty({ enum: CHALLENGE_STATUSES }) status!: ChallengeStatus;
  @ApiProperty(DATE) expires_at!: string;
  @ApiProperty(DATE) created_at!: string;
  @ApiProperty(MONEY) entry_fee!: string;
  @ApiProperty({ ...MONEY, example: '9.50', description: 'Both fees less the rake; "0.00" for a friendly.' })
  prize_pool!: string;
  @ApiProperty({ enum: GAME_MODES }) game_mode!: GameMode;
  @ApiProperty({ example: 'Blitz (Best of 1)' }) game_mode_display!: string;
  @ApiProperty({ description: 'Seconds per move.' }) move_timeout!: number;
  @ApiProperty({ description: 'An entry fee of 0: no money moves, no prize.' }) friendly!: boolean;
  @ApiProperty() creator!: number;
  @ApiProperty() creator_username!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The named player, or the accepter once accepted.' })
  opponent!: number | null;
  @ApiProperty({ type: String, nullable: true }) opponent_username!: string | null;
  @ApiProperty({
    description:
      "The challenge's own 2-seat tournament (kind CHALLENGE), made with the challenge; open /tournaments/{id} once accepted.",
  })
  tournament!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The match this is a rematch of.' })
  rematch_of!: number | null;
  @ApiProperty({ description: 'The viewer may accept it now.' }) can_accept!: boolean;
  @ApiProperty({ description: 'The viewer made it and it is still open.' }) can_cancel!: boolean;
  @ApiProperty({ description: 'The viewer is the named opponent and it is still open.' }) can_decline!: boolean;
}
