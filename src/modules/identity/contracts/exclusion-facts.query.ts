import { Query } from '@nestjs/cqrs';

/** What the exclusion register keeps of an account, and compares a second account by (issue 30 §2). */
export interface ExclusionFacts {
  email: string;
  /** The client addresses the account used (registered or signed in from) in the last `addressDays` days. */
  addresses: string[];
}

/** The account's email and recent client addresses; null for an unknown user. */
export class GetExclusionFacts extends Query<ExclusionFacts | null> {
  constructor(
    readonly userId: number,
    readonly addressDays: number,
  ) {
    super();
  }
}
