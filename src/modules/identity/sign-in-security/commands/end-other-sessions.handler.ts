import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../../shared/transaction.js';
import { mayEvict } from '../../domain/factor-proof.js';
import { BlockedUsersRegistry } from '../services/blocked-users.registry.js';
import { liveSessions } from '../services/end-sessions.js';
import { SessionTokens } from '../services/session-tokens.js';
import { Reauthentication } from '../services/reauthentication.js';
import { ReauthErrors, SESSION_TOO_NEW } from '../../domain/reauthentication-errors.js';
import { EndOtherSessions } from './end-other-sessions.command.js';
import { msg } from '#i18n';

@CommandHandler(EndOtherSessions)
export class EndOtherSessionsHandler implements ICommandHandler<EndOtherSessions> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: SessionTokens,
    private readonly registry: BlockedUsersRegistry,
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof }: EndOtherSessions): Promise<number> {
    const { userId, sessionId } = proof;
    const given = await this.reauthentication.requireForSessions(proof, msg({ message: 'end sessions' }));
    const ended = await transaction(this.em, async (em) => {
      const others = await liveSessions(em, userId, sessionId);
      // All or none: "your other sessions have been signed out" must be true when it is said.
      if (others.some((other) => !mayEvict(given, other.signInFactorAt))) throw ReauthErrors.tooNew(SESSION_TOO_NEW);
      for (const other of others) await this.tokens.revokeFamily(em, other.familyId);
      return others.map((other) => other.familyId);
    });
    for (const family of ended) this.registry.markSessionRevoked(family);
    return ended.length;
  }
}
