import { Command } from '@nestjs/cqrs';

/** Ends one of the user's sessions by its public id; 404 for one unknown, ended or someone else's. */
export class EndSession extends Command<void> {
  constructor(
    readonly userId: number,
    /** The caller's refresh family: it must have signed in within five minutes. */
    readonly callerFamilyId: string | null,
    readonly sessionId: string,
  ) {
    super();
  }
}

/**
 * Ends every live session of the user but the caller's (`keepFamilyId`, which must have signed in within five
 * minutes); answers how many ended.
 */
export class EndOtherSessions extends Command<number> {
  constructor(
    readonly userId: number,
    readonly keepFamilyId: string | null,
  ) {
    super();
  }
}
