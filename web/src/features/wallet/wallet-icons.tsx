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
import type { ReactElement } from 'react';
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

/** The icon of a transaction type, drawn (a helper, not a component: it picks one of the icons above). */
export function transactionIcon(type: string, size: number): ReactElement {
  const TypeIcon = TRANSACTION_ICON[type] ?? IconArrowsExchange;
  return <TypeIcon size={size} aria-hidden />;
}

export const PAYMENT_METHOD_ICON: Record<PaymentMethod, Icon> = {
  PAYPAL: IconBrandPaypal,
  BANK_TRANSFER: IconBuildingBank,
  CRYPTO: IconCurrencyBitcoin,
  OTHER: IconDots,
};

/** The icon of a payment method, drawn. */
export function paymentMethodIcon(method: string, size: number): ReactElement {
  const MethodIcon = lookup(PAYMENT_METHOD_ICON, method) ?? IconDots;
  return <MethodIcon size={size} aria-hidden />;
}
