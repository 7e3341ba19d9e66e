import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';

/** What a named opponent is told of a challenge (issue 33 §1): its link's path (with the token), stakes, pace. */
export interface ChallengeInvite {
  /** `/challenge/<token>`: the token is a share secret, so no event carries it; the invite asks for it. */
  path: string;
  entryFee: Cents;
  gameMode: 'BLITZ' | 'CLASSIC';
  moveTimeout: number;
  expiresAt: Date;
}

/** The invite of a challenge; null when there is no such challenge. */
export class GetChallengeInvite extends Query<ChallengeInvite | null> {
  constructor(readonly challengeId: string) {
    super();
  }
}
