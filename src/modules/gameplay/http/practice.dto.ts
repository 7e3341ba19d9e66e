import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { PRACTICE_MODE_NAMES, type PracticeMode } from '../contracts/practice.js';
import { MatchViewDto } from './gameplay.dto.js';
import { msg, remembered } from '#i18n';

export class StartPracticeDto {
  @ApiProperty({ enum: PRACTICE_MODE_NAMES, description: 'BLITZ: best of 1; CLASSIC: best of 3.' })
  @IsDefined({ message: remembered(msg({ message: 'This field is required.' })) })
  @IsIn(PRACTICE_MODE_NAMES, { message: `Choose one of: ${PRACTICE_MODE_NAMES.join(', ')}.` })
  game_mode!: PracticeMode;
}

export class PracticeMatchDto {
  @ApiProperty({ type: () => MatchViewDto, description: 'The match as GET /api/matches/{id}/ shows it.' })
  match!: MatchViewDto;
}
