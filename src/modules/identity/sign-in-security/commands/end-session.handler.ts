import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { db, first } from '../../../../shared/database/query.js';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { mayEvict } from '../../domain/factor-proof.js';
import { BlockedUsersRegistry } from '../services/blocked-users.registry.js';
import { liveFamily } from '../services/end-sessions.js';
import { SessionTokens } from '../services/session-tokens.js';
import { Reauthentication } from '../services/reauthentication.js';
import { ReauthErrors, SESSION_TOO_NEW } from '../../domain/reauthentication-errors.js';
import { EndSession } from './end-session.command.js';
import { msg } from '#i18n';

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
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof, sessionId }: EndSession): Promise<void> {
    const { userId } = proof;
    const given = await this.reauthentication.requireForSessions(proof, msg({ message: 'end sessions' }));
    if (!UUID.test(sessionId)) throw DomainError.notFound(msg({ message: 'Session not found.' }));
    const family = await transaction(this.em, async (em) => {
      const row = await first(
        em,
        db(em)
          .selectFrom('sessions as s')
          .select(['s.family_id', 's.sign_in_factor_at'])
          .where((eb) => eb('s.id', '=', eb.cast<string>(eb.val(sessionId), 'uuid')))
          .where('s.user_id', '=', userId)
          .where(liveFamily),
      );
      if (!row) return null;
      const signedInWith = row.sign_in_factor_at === null ? null : new Date(row.sign_in_factor_at);
      if (!mayEvict(given, signedInWith)) throw ReauthErrors.tooNew(SESSION_TOO_NEW);
      await this.tokens.revokeFamily(em, row.family_id);
      return row.family_id;
    });
    if (!family) throw DomainError.notFound(msg({ message: 'Session not found.' }));
    this.registry.markSessionRevoked(family);
  }
}
