import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../../shared/transaction.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { mayEvict } from '../../domain/factor-proof.js';
import { passkeyRemovedMail } from '../../domain/notice-mails.js';
import { Passkey } from '../../domain/passkey.entity.js';
import { passkeyErrors } from '../../domain/passkey-errors.js';
import { User } from '../../domain/user.entity.js';
import { RemovePasskey } from './remove-passkey.command.js';
import { Reauthentication } from '../services/reauthentication.js';
import { ReauthErrors } from '../../domain/reauthentication-errors.js';
import { msg } from '#i18n';

@CommandHandler(RemovePasskey)
export class RemovePasskeyHandler implements ICommandHandler<RemovePasskey> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof, passkeyId }: RemovePasskey): Promise<void> {
    const { userId } = proof;
    // An id that is not one of the caller's passkeys is 404 whatever the proof: the caller lists their own.
    if (!(await this.em.fork().count(Passkey, { id: passkeyId, userId }))) throw passkeyErrors.notFound();
    const given = await this.reauthentication.require(proof, msg({ message: 'remove a passkey' }));
    await transaction(this.em, async (em) => {
      const passkey = await em.findOne(Passkey, { id: passkeyId, userId });
      if (!passkey) throw passkeyErrors.notFound();
      if (!mayEvict(given, passkey.createdAt))
        throw ReauthErrors.tooNew(msg({ message: 'remove a passkey older than itself' }));
      const user = await em.findOneOrFail(User, userId);
      await em.remove(passkey).flush();
      await this.commands.execute(new SendMail(passkeyRemovedMail(user.id, user.email, user.username, passkey.name)));
    });
  }
}
