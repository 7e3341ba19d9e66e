import { Command } from '@nestjs/cqrs';

/** Ends one of the user's sessions by its public id; 404 for one unknown, ended or someone else's. */
export class EndSession extends Command<void> {
  constructor(
    readonly userId: number,
    readonly sessionId: string,
  ) {
    super();
  }
}

/** Ends every live session of the user but the caller's (`keepFamilyId`); answers how many ended. */
export class EndOtherSessions extends Command<number> {
  constructor(
    readonly userId: number,
    readonly keepFamilyId: string | null,
  ) {
    super();
  }
}
