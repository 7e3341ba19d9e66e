import { ApiProperty } from '@nestjs/swagger';
import { UserViewDto } from '../../identity/contracts/user-view.dto.js';
import { TransactionViewDto } from '../../ledger/contracts/transaction-view.dto.js';
import { ReviewedWithdrawalDto } from '../../payouts/contracts/withdrawal-view.dto.js';
import { TournamentViewDto } from '../../tournaments/contracts/tournament-view.dto.js';
import type { EventView } from '../queries/list-events.query.js';

export class EventUserDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
}

export class EventRowDto implements EventView {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'PlayerJoinedTournament' }) type!: string;
  @ApiProperty({ example: 'tournament' }) aggregate_type!: string;
  @ApiProperty({ example: '7' }) aggregate_id!: string;
  @ApiProperty({ type: EventUserDto, nullable: true, description: 'The acting user; null for the system.' })
  user!: EventUserDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) occurred_at!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The event's own fields (docs/events.md); never a hidden choice.",
  })
  payload!: unknown;
}

export class EventPageDto {
  @ApiProperty({ type: [EventRowDto], description: 'Newest first.' }) results!: EventRowDto[];
  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next, older page; null on the last.' })
  next_cursor!: string | null;
}

export class AdminWalletDto {
  @ApiProperty({ example: '25.00' }) balance!: string;
}

/** Everything about one user on the admin's user page. */
export class AdminUserDetailDto {
  @ApiProperty({ type: UserViewDto }) user!: UserViewDto;
  @ApiProperty({ type: AdminWalletDto }) wallet!: AdminWalletDto;
  @ApiProperty({ type: [TransactionViewDto], description: 'The latest 50 wallet postings, newest first.' })
  transactions!: TransactionViewDto[];
  @ApiProperty({ type: [ReviewedWithdrawalDto], description: 'Newest first.' }) withdrawals!: ReviewedWithdrawalDto[];
  @ApiProperty({ type: [TournamentViewDto], description: 'The latest 100 with a seat, newest first.' })
  tournaments!: TournamentViewDto[];
}

export class BlockedUserDto {
  @ApiProperty({ type: UserViewDto }) user!: UserViewDto;
}

/** The user after a role change: `role` says which. */
export class RoleChangedDto {
  @ApiProperty({ type: UserViewDto }) user!: UserViewDto;
}
