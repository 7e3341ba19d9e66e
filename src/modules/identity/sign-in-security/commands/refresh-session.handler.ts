import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { BlockedUsersRegistry } from '../services/blocked-users.registry.js';
import { RefreshToken } from '../../domain/refresh-token.entity.js';
import { hashRefreshToken, SessionTokens, type TokenPair } from '../services/session-tokens.js';
import { User } from '../../domain/user.entity.js';
import { Session } from '../../domain/session.entity.js';
import { RefreshSession } from './refresh-session.command.js';
import { msg } from '#i18n';

const INVALID = msg({ message: 'Token is invalid or expired.' });

@CommandHandler(RefreshSession)
export class RefreshSessionHandler implements ICommandHandler<RefreshSession> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: SessionTokens,
    private readonly registry: BlockedUsersRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ refreshToken }: RefreshSession): Promise<TokenPair> {
    // The reuse verdict must commit even though the caller is refused, so the transaction returns it.
    const outcome = await transaction(
      this.em,
      async (em): Promise<{ pair: TokenPair } | { revoked: string } | null> => {
        const token = await em.findOne(
          RefreshToken,
          { tokenHash: hashRefreshToken(refreshToken) },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!token || token.isExpired()) return null;
        // A spent token is a replay (stolen), unless a twin of the request that spent it comes within the grace.
        const inGrace = token.usedAt !== null && (await this.hasLiveSuccessor(em, token, refreshToken));
        if (token.isRevoked() || (token.usedAt !== null && !inGrace)) {
          await this.tokens.revokeFamily(em, token.familyId);
          return { revoked: token.familyId };
        }
        const user = await em.findOne(User, token.userId);
        if (!user || user.isBlocked) return null;
        // Past its absolute lifetime a session ends, however active: the player signs in again.
        const session = await em.findOne(Session, { familyId: token.familyId });
        if (session?.isOlderThan(this.config.sessionMaxAgeSeconds)) {
          await this.tokens.revokeFamily(em, token.familyId);
          return { revoked: token.familyId };
        }
        if (inGrace) return { pair: this.tokens.successorOf(user, token, refreshToken) };
        token.spend();
        if (session) session.lastUsedAt = new Date();
        return { pair: this.tokens.rotate(em, user, token, refreshToken) };
      },
    );
    // A replayed token revoked its family: the thief's and the owner's access tokens stop here at once.
    if (outcome && 'revoked' in outcome) this.registry.markSessionRevoked(outcome.revoked);
    if (!outcome || 'revoked' in outcome) throw DomainError.unauthorized(INVALID, 'token_not_valid');
    return outcome.pair;
  }

  /**
   * The token was spent moments ago and the successor it was spent for is still unused: this is the same client
   * (two tabs, a retry), not a thief who waited. Once the successor has been used, nobody needs the old token.
   */
  private async hasLiveSuccessor(em: EntityManager, token: RefreshToken, presented: string): Promise<boolean> {
    if (!token.isInGrace()) return false;
    const successor = await em.findOne(RefreshToken, { tokenHash: this.tokens.successorHash(presented) });
    return successor?.isLiveSuccessorOf(token) ?? false;
  }
}
