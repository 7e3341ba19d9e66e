import {
  IconArrowBackUp,
  IconArrowDownLeft,
  IconArrowUpRight,
  IconBan,
  IconBrandPaypal,
  IconBuildingBank,
  IconCircleCheck,
  IconCircleX,
  IconCurrencyBitcoin,
  IconDots,
  IconHourglass,
  IconReceiptRefund,
  IconTicket,
  IconTrophy,
  IconArrowsExchange,
  type Icon,
} from '@tabler/icons-react';
import type { PaymentMethod, WithdrawalStatus } from './withdrawal-options';

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

export const STATUS_ICON: Record<WithdrawalStatus, Icon> = {
  PENDING: IconHourglass,
  APPROVED: IconCircleCheck,
  REJECTED: IconCircleX,
  CANCELED: IconBan,
};

export const PAYMENT_METHOD_ICON: Record<PaymentMethod, Icon> = {
  PAYPAL: IconBrandPaypal,
  BANK_TRANSFER: IconBuildingBank,
  CRYPTO: IconCurrencyBitcoin,
  OTHER: IconDots,
};

export function paymentMethodIcon(method: string): Icon {
  return PAYMENT_METHOD_ICON[method as PaymentMethod] ?? IconDots;
}
