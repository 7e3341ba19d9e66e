import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { recordEvents } from '../../../../shared/outbox/outbox.js';
import { raise } from '../../../../shared/outbox/domain-event.js';
import { lockExclusively, transaction } from '../../../../shared/transaction.js';
import { AdminRoleGranted, AdminRoleRevoked } from '../../contracts/identity.events.js';
import { ConfirmSecondFactor } from '../../contracts/second-factor.command.js';
import { SetUserRole } from '../../contracts/set-user-role.command.js';
import { User } from '../../domain/user.entity.js';
import { BlockedUsersRegistry } from '../../sign-in-security/services/blocked-users.registry.js';
import { endSessions } from '../../sign-in-security/services/end-sessions.js';
import { SessionTokens } from '../../sign-in-security/services/session-tokens.js';
import { msg, withValues } from '#i18n';

/** Advisory lock namespace: role changes one at a time, so two admins revoking each other cannot leave none. */
const ADMIN_ROLE_LOCK = 7_420_103;

@CommandHandler(SetUserRole)
export class SetUserRoleHandler implements ICommandHandler<SetUserRole> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly tokens: SessionTokens,
    private readonly registry: BlockedUsersRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, role, adminId, otp }: SetUserRole): Promise<void> {
    const ended = await transaction(this.em, async (em) => {
      await lockExclusively(em, ADMIN_ROLE_LOCK, 0);
      const user = await em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw DomainError.notFound(msg({ message: 'User not found.' }));
      if (user.role === role) return [];
      if (role === 'ADMIN') {
        user.grantAdmin();
      } else {
        await this.assertMayRevoke(em, user, adminId);
        user.revokeAdmin();
      }
      // The admin's own code, checked after the rules so that a refusal spends none, and before anything is
      // written (a wrong one rolls the change back). It is counted in a transaction of its own: a wrong one stays
      // counted towards the lock-out.
      await this.commands.execute(new ConfirmSecondFactor(adminId, otp));
      // Access tokens carry the role: the user's sessions end, and the new role counts from the next sign-in.
      const families = await endSessions(em, this.tokens, user.id, null);
      const change = { userId: user.id, username: user.username, adminId };
      await recordEvents(em, raise(role === 'ADMIN' ? AdminRoleGranted : AdminRoleRevoked, user.id, change, adminId));
      return families;
    });
    for (const family of ended) this.registry.markSessionRevoked(family);
  }

  private async assertMayRevoke(em: EntityManager, user: User, adminId: number): Promise<void> {
    if (user.username === this.config.admin?.username) {
      throw DomainError.refused(
        'configured_admin',
        withValues(
          msg({
            message:
              '{username} is the admin named by ADMIN_USERNAME and is made an admin again at every start: change that setting instead.',
          }),
          { username: user.username },
        ),
      );
    }
    // An admin without two-factor cannot use the panel: it would not be left to grant the role back.
    const others = await em.count(User, { role: 'ADMIN', id: { $ne: user.id }, twoFactorEnabledAt: { $ne: null } });
    if (others > 0) return;
    throw DomainError.refused(
      'last_admin',
      user.id === adminId
        ? msg({
            message:
              'You are the last admin with two-factor sign-in: grant the role to another admin before giving it up.',
          })
        : withValues(
            msg({
              message: '{username} is the last admin with two-factor sign-in: grant the role to another admin first.',
            }),
            { username: user.username },
          ),
    );
  }
}
