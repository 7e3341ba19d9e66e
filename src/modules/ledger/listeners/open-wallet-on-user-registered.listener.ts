import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent, type EventListener } from '../../../shared/outbox/on-event.decorator.js';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { identify } from '../domain/account-key.js';
import { journalRepository } from '../persistence/journal.repository.js';
import { wallet } from '../contracts/ledger.types.js';

/**
 * Opens the player's wallet. Idempotent (ON CONFLICT DO NOTHING), and PostTransfer creates it on first use
 * too, so a deposit that beats this listener loses nothing.
 */
@Injectable()
@OnEvent('UserRegistered')
export class OpenWalletOnUserRegisteredListener implements EventListener<'UserRegistered'> {
  constructor(private readonly em: EntityManager) {}

  async handle(event: StoredEvent<'UserRegistered'>): Promise<void> {
    await journalRepository.createAccounts(this.em, [identify(wallet(event.payload.userId))]);
  }
}
