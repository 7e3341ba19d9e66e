import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { databaseNow } from '../../../shared/database/query.js';
import { transaction } from '../../../shared/transaction.js';
import { GetExclusionFacts } from '../../identity/contracts/exclusion-facts.query.js';
import { CheckRegistrationDateOfBirth, ScreenBeforeDeposit, ScreenNewAccount } from '../contracts/screening.js';
import { dateOfBirthCheck } from '../domain/age.js';
import { identifyingAddress, identifyingAddresses } from '../domain/client-address.js';
import { emailKey } from '../domain/email-key.js';
import { ProtectionErrors } from '../domain/protection-errors.js';
import { isMatch, NEAR_MATCH_ADDRESS_DAYS, planHolds, type ScreenedAccount } from '../domain/review-hold.js';
import { findNearbyRefusals, recordDeclaration } from '../persistence/date-of-birth-declarations.repository.js';
import { findRegisterEntries } from '../persistence/exclusion-register.repository.js';
import { readProtection } from '../persistence/protection.repository.js';
import { holdAccount } from './hold-account.js';

@CommandHandler(CheckRegistrationDateOfBirth)
export class CheckRegistrationDateOfBirthHandler implements ICommandHandler<CheckRegistrationDateOfBirth> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ dateOfBirth, email, clientAddress }: CheckRegistrationDateOfBirth): Promise<string | null> {
    const refusal = dateOfBirthCheck(dateOfBirth, this.config.minAge, await databaseNow(this.em));
    if (refusal?.kind === 'under_age') {
      // No account is made, but the attempt stays: the registration that follows it is held.
      await transaction(this.em, (em) =>
        recordDeclaration(em, {
          userId: null,
          dateOfBirth,
          source: 'registration',
          outcome: 'under_age',
          clientAddress: identifyingAddress(clientAddress),
          emailKey: emailKey(email),
        }),
      );
    }
    return refusal?.message ?? null;
  }
}

@CommandHandler(ScreenNewAccount)
export class ScreenNewAccountHandler implements ICommandHandler<ScreenNewAccount> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId, email, dateOfBirth, clientAddress }: ScreenNewAccount): Promise<void> {
    return transaction(this.em, async (em) => {
      const account: ScreenedAccount = {
        userId,
        emailKey: emailKey(email),
        dateOfBirth,
        addresses: identifyingAddresses([clientAddress]),
      };
      const entries = await findRegisterEntries(em, account);
      // Checked before the account was made too; a break taken meanwhile is caught here, and nothing is kept.
      if (entries.some((entry) => isMatch(account, entry))) throw ProtectionErrors.excludedEmail();
      const nearby = await findNearbyRefusals(em, userId, account.addresses.at(0) ?? null, account.emailKey);
      await holdAccount(em, userId, planHolds(account, entries, nearby));
    });
  }
}

@CommandHandler(ScreenBeforeDeposit)
export class ScreenBeforeDepositHandler implements ICommandHandler<ScreenBeforeDeposit> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ userId }: ScreenBeforeDeposit): Promise<void> {
    return transaction(this.em, async (em) => {
      const facts = await this.queries.execute(new GetExclusionFacts(userId, NEAR_MATCH_ADDRESS_DAYS));
      if (!facts) return;
      const account: ScreenedAccount = {
        userId,
        emailKey: emailKey(facts.email),
        dateOfBirth: (await readProtection(em, userId)).dateOfBirth,
        addresses: identifyingAddresses(facts.addresses),
      };
      await holdAccount(em, userId, planHolds(account, await findRegisterEntries(em, account)));
    });
  }
}
