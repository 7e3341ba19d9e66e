import { Query } from '@nestjs/cqrs';

/** One house-table template as the admins see it (issue 32 §1). */
export interface SitAndGoTemplateView {
  id: number;
  name: string;
  entry_fee: string;
  max_players: number;
  game_mode: 'BLITZ' | 'CLASSIC';
  payouts: number[];
  move_timeout: number;
  active: boolean;
  created_at: string;
  updated_at: string;
  /** Its tables that filled and started in the last 24 hours. */
  filled_last_24h: number;
  /** Its one PENDING tournament, if any (none while inactive, or for a moment between two tables). */
  open_tournament_id: number | null;
  /** Seats taken at that table, 0 without one. */
  open_players: number;
}

/** The templates not deleted, oldest first; only `templateId`'s when given (none when it is deleted). */
export class ListSitAndGoTemplates extends Query<SitAndGoTemplateView[]> {
  constructor(readonly templateId: number | null = null) {
    super();
  }
}
