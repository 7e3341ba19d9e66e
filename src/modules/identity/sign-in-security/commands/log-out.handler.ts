import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../../shared/transaction.js';
import { BlockedUsersRegistry } from '../services/blocked-users.registry.js';
import { RefreshToken } from '../../domain/refresh-token.entity.js';
import { hashRefreshToken, SessionTokens } from '../services/session-tokens.js';
import { LogOut } from './log-out.command.js';

@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: SessionTokens,
    private readonly registry: BlockedUsersRegistry,
  ) {}

  async execute({ refreshToken }: LogOut): Promise<void> {
    if (!refreshToken) return;
    const revoked = await transaction(this.em, async (em) => {
      const token = await em.findOne(RefreshToken, { tokenHash: hashRefreshToken(refreshToken) });
      if (token) await this.tokens.revokeFamily(em, token.familyId);
      return token?.familyId ?? null;
    });
    if (revoked) this.registry.markSessionRevoked(revoked);
  }
}
