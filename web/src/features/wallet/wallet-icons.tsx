import {
  IconArrowBackUp,
  IconArrowDownLeft,
  IconArrowUpRight,
  IconBrandPaypal,
  IconBuildingBank,
  IconCurrencyBitcoin,
  IconDots,
  IconReceiptRefund,
  IconTicket,
  IconTrophy,
  IconArrowsExchange,
  type Icon,
} from '@tabler/icons-react';
import type { PaymentMethod } from '../../lib/withdrawal-options';
import { lookup } from '../../lib/lookup';

export const TRANSACTION_ICON: Record<string, Icon> = {
  DEPOSIT: IconArrowDownLeft,
  WITHDRAW: IconArrowUpRight,
  TOURNAMENT_FEE: IconTicket,
  TOURNAMENT_WIN: IconTrophy,
  WITHDRAWAL_REFUND: IconReceiptRefund,
  TOURNAMENT_REFUND: IconArrowBackUp,
};

export function transactionIcon(type: string): Icon {
  return TRANSACTION_ICON[type] ?? IconArrowsExchange;
}

export const PAYMENT_METHOD_ICON: Record<PaymentMethod, Icon> = {
  PAYPAL: IconBrandPaypal,
  BANK_TRANSFER: IconBuildingBank,
  CRYPTO: IconCurrencyBitcoin,
  OTHER: IconDots,
};

export function paymentMethodIcon(method: string): Icon {
  return lookup(PAYMENT_METHOD_ICON, method) ?? IconDots;
}
