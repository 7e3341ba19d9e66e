import { DomainError } from '../../../shared/errors/domain-error.js';
import type { Cents } from '../../../shared/money/money.js';
import { msg } from '#i18n';

/** The refusal every caller of PostTransfer may meet: a wallet would go below zero. */
export const INSUFFICIENT_FUNDS = 'insufficient_funds';

export function insufficientFunds(): DomainError {
  return DomainError.refused(INSUFFICIENT_FUNDS, msg({ message: 'Insufficient balance.' }));
}

/** A non-wallet account (escrow, holds, cash out) would go negative: a bug in the caller, answered 500. */
export class OverdraftRefused extends Error {
  constructor(key: string, balance: Cents, amount: Cents) {
    super(`Ledger refused: ${key} holds ${balance} cents and cannot take ${amount}`);
    this.name = 'OverdraftRefused';
  }
}

/** Legs that do not make a valid journal entry: a bug in the caller, answered 500. */
export class InvalidEntry extends Error {
  constructor(reason: string) {
    super(`Invalid journal entry: ${reason}`);
    this.name = 'InvalidEntry';
  }
}
