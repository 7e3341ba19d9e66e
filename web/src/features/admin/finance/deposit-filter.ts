/** The Finance page's deposit filter: what the address carries and what the list asks (no React). */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';
import type { Schema } from '../../../lib/contract';
import { optionalParam, pageParam } from '../../../lib/search-params';

export type AdminDeposit = Schema<'AdminDepositViewDto'>;
export type DepositStatus = AdminDeposit['status'];

export const DEPOSIT_STATUSES = ['PENDING', 'COMPLETED', 'EXPIRED', 'FAILED'] as const satisfies DepositStatus[];
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;

export const DEPOSIT_STATUS_LABEL: Record<DepositStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  COMPLETED: msg`Completed`,
  EXPIRED: msg`Expired`,
  FAILED: msg`Failed`,
};

export const DEPOSIT_STATUS_COLOR: Record<DepositStatus, string> = {
  PENDING: 'yellow',
  COMPLETED: 'teal',
  EXPIRED: 'gray',
  FAILED: 'red',
};

/** Deposits of the report's period, narrowed by status, provider and player. */
export interface DepositFilter {
  status?: DepositStatus;
  provider?: (typeof PAYMENT_PROVIDERS)[number];
  user?: number;
  /** From 2 up; absent is the first page. */
  page?: number;
}

export const depositFilterSearch = {
  status: optionalParam(z.string().toUpperCase().pipe(z.enum(DEPOSIT_STATUSES))),
  provider: optionalParam(z.string().toLowerCase().pipe(z.enum(PAYMENT_PROVIDERS))),
  user: optionalParam(
    z
      .union([
        z.int(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ])
      .pipe(z.number().min(1)),
  ),
  page: pageParam,
};

/** The filter form's values: selects and a text box, blank meaning "any". */
export type DepositDraft = { status: string; provider: string; user: string };

export function toDepositDraft(filter: DepositFilter): DepositDraft {
  return { status: filter.status ?? '', provider: filter.provider ?? '', user: filter.user ? String(filter.user) : '' };
}

export const depositDraftSchema = z
  .object({
    status: z.union([z.literal(''), z.enum(DEPOSIT_STATUSES)]),
    provider: z.union([z.literal(''), z.enum(PAYMENT_PROVIDERS)]),
    user: z
      .string()
      .trim()
      // The message is read in the admin's language when the value is checked.
      .refine((user) => user === '' || (/^\d{1,9}$/.test(user) && Number(user) > 0), {
        error: () => t`A user id is a whole number`,
      }),
  })
  .transform((draft): DepositFilter => ({
    status: draft.status || undefined,
    provider: draft.provider || undefined,
    user: draft.user ? Number(draft.user) : undefined,
  }));
