import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ScreenBeforeDeposit } from '../../protection/contracts/screening.js';

/**
 * Screens the account against the exclusion register before a deposit (issue 30 §2), in a transaction of its
 * own: guards run before the Idempotency-Key interceptor, whose transaction a refused deposit rolls back, so a hold
 * found here stays (and the deposit's own check, AssertMayDeposit, then refuses it).
 */
@Injectable()
export class DepositScreeningGuard implements CanActivate {
  constructor(private readonly commands: CommandBus) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    if (user) await this.commands.execute(new ScreenBeforeDeposit(user.id));
    return true;
  }
}
