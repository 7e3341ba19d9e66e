import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { first } from '../../../shared/database/query.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { transaction } from '../../../shared/transaction.js';
import { BlockedUsersRegistry } from '../persistence/blocked-users.registry.js';
import { endSessions } from '../persistence/end-sessions.js';
import { requireFreshSignIn } from '../persistence/fresh-sign-in.js';
import { SessionTokens } from '../persistence/session-tokens.js';
import { EndOtherSessions, EndSession } from './sessions.commands.js';

/**
 * Session ids are UUIDs in their one canonical spelling (lower case, with dashes): anything else is no session,
 * answered like an unknown one (never a 500 from the cast, never a second spelling of a row).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

@CommandHandler(EndSession)
export class EndSessionHandler implements ICommandHandler<EndSession> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: SessionTokens,
    private readonly registry: BlockedUsersRegistry,
  ) {}

  async execute({ userId, callerFamilyId, sessionId }: EndSession): Promise<void> {
    await requireFreshSignIn(this.em, userId, callerFamilyId, 'end sessions');
    if (!UUID.test(sessionId)) throw DomainError.notFound('Session not found.');
    const family = await transaction(this.em, async (em) => {
      const row = await first(
        em,
        sql<{ family_id: string }>`
          SELECT s.family_id FROM sessions s
           WHERE s.id = ${sessionId}::uuid AND s.user_id = ${userId}
             AND EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = s.family_id
                           AND t.used_at IS NULL AND t.revoked_at IS NULL AND t.expires_at > now())`,
      );
      if (!row) return null;
      await this.tokens.revokeFamily(em, row.family_id);
      return row.family_id;
    });
    if (!family) throw DomainError.notFound('Session not found.');
    this.registry.markSessionRevoked(family);
  }
}

@CommandHandler(EndOtherSessions)
export class EndOtherSessionsHandler implements ICommandHandler<EndOtherSessions> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: SessionTokens,
    private readonly registry: BlockedUsersRegistry,
  ) {}

  async execute({ userId, keepFamilyId }: EndOtherSessions): Promise<number> {
    await requireFreshSignIn(this.em, userId, keepFamilyId, 'end sessions');
    const ended = await transaction(this.em, (em) => endSessions(em, this.tokens, userId, keepFamilyId));
    for (const family of ended) this.registry.markSessionRevoked(family);
    return ended.length;
  }
}
