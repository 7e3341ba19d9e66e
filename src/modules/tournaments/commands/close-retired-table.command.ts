import { Command } from '@nestjs/cqrs';

/**
 * The house-table sweep's cancellation of an empty open table whose template was deactivated or deleted while
 * the table was being opened (the opener read the template just before the change committed). Answers whether
 * it cancelled it.
 */
export class CloseRetiredTable extends Command<boolean> {
  constructor(readonly tournamentId: number) {
    super();
  }
}
