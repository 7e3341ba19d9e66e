import { t } from '@lingui/core/macro';

/**
 * A ledger movement's kind in the active language: the server's `transaction_type_display` is its English name
 * (src/modules/ledger/contracts/ledger.types.ts), so the client names the kinds it knows and falls back to that.
 */
export function transactionTypeLabel(type: string, display?: string | null): string {
  switch (type) {
    case 'DEPOSIT':
      // A noun here ("Einzahlung"), where the wallet's button says the verb ("Einzahlen"): the same English word.
      return t({ message: 'Deposit', context: 'transaction type' });
    case 'WITHDRAW':
      return t`Withdrawal`;
    case 'TOURNAMENT_FEE':
      return t`Tournament Entry Fee`;
    case 'TOURNAMENT_WIN':
      return t`Tournament Winnings`;
    case 'WITHDRAWAL_REFUND':
      return t`Withdrawal Refund`;
    case 'TOURNAMENT_REFUND':
      return t`Tournament Refund`;
    case 'DEPOSIT_REFUND':
      return t`Deposit Refunded`;
    case 'DEPOSIT_DISPUTE':
      return t`Deposit Disputed`;
    case 'DISPUTE_WON':
      return t`Dispute Won`;
    case 'WITHDRAWAL_PAYOUT':
      return t`Withdrawal Payout`;
    case 'HOUSE_RAKE':
      return t`House Rake`;
    case 'TOURNAMENT_OVERLAY':
      return t`Guarantee Overlay`;
    default:
      return display || type;
  }
}
