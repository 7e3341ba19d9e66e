import { ApiProperty } from '@nestjs/swagger';
import type { RecentPlacement } from '../../tournaments/contracts/recent-placements.query.js';
import type { PublicPlayer } from '../account/queries/get-public-player.query.js';

export class PlayerTournamentDto implements RecentPlacement {
  @ApiProperty() tournament_id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['BLITZ', 'CLASSIC'] }) game_mode!: 'BLITZ' | 'CLASSIC';
  @ApiProperty({ example: 'Blitz' }) game_mode_display!: string;
  @ApiProperty({ description: 'Players seated.' }) players!: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: '1 the champion, 2 the runner-up, then shared places by the round lost in (3, 5, 9...).',
  })
  placement!: number | null;
  @ApiProperty({ format: 'date-time' }) completed_at!: string;
}

/** A player's public page: no email, balance, money won or protection status, ever. */
export class PublicPlayerDto implements PublicPlayer {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ format: 'date-time', description: 'When the account was made.' }) member_since!: string;
  @ApiProperty() rating!: number;
  @ApiProperty() games_played!: number;
  @ApiProperty() wins!: number;
  @ApiProperty() losses!: number;
  @ApiProperty({ example: 66.67, description: 'Percent of matches won, 0 before the first.' }) win_rate!: number;
  @ApiProperty({
    type: [PlayerTournamentDto],
    description: 'The last 10 completed public tournaments they sat in, newest first, with their placement.',
  })
  recent_tournaments!: PlayerTournamentDto[];
}
