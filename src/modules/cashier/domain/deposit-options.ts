/** The states a deposit goes through; only COMPLETED has moved coins. */
export const DEPOSIT_STATUSES = ['PENDING', 'COMPLETED', 'EXPIRED', 'FAILED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
