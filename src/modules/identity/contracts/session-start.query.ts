import { Query } from '@nestjs/cqrs';

/**
 * When the login (refresh-token family) `sessionId` of `userId` began: its first token's issue time. Null for
 * an unknown family or a token issued before sessions were named. The reality check counts from here.
 */
export class GetSessionStart extends Query<Date | null> {
  constructor(
    readonly userId: number,
    readonly sessionId: string | null,
  ) {
    super();
  }
}
