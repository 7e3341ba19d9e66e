import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Reauthenticate } from './reauthenticate.command.js';
import { Reauthentication } from '../services/reauthentication.js';

@CommandHandler(Reauthenticate)
export class ReauthenticateHandler implements ICommandHandler<Reauthenticate> {
  constructor(private readonly reauthentication: Reauthentication) {}

  async execute({ proof }: Reauthenticate) {
    const { proof: given, until } = await this.reauthentication.reauthenticate(proof);
    return { method: given.method, until };
  }
}
