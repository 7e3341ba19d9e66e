import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { RecordRegistrationAttempt } from '../account/commands/record-registration-attempt.command.js';

/**
 * Counts a registration attempt before the body is validated: guards run before pipes, so a malformed body is
 * counted as well as one the handler refuses. The address is Fastify's, as TRUST_PROXY allows.
 */
@Injectable()
export class RegistrationAttemptGuard implements CanActivate {
  constructor(private readonly commands: CommandBus) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.commands.execute(new RecordRegistrationAttempt(request.ip));
    return true;
  }
}
