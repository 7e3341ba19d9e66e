import { z } from 'zod';
import { optionalParam } from '../../../lib/search-params';
import type { FinancePeriod } from './queries';
import { depositFilterSearch, type DepositFilter } from './deposit-filter';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayParam = optionalParam(z.string().refine(isDay));

/** The finance page's address: the period (absent days are the server's defaults) and the deposit filter. */
export const financeSearch = z.object({
  from: dayParam,
  to: dayParam,
  ...depositFilterSearch,
}) satisfies z.ZodType<FinancePeriod & DepositFilter>;

const INVALID = 'Enter a valid date';

/** The period form: both days required, the start not after the end. */
export const periodDraftSchema = z
  .object({
    from: z.string().refine(isDay, INVALID),
    to: z.string().refine(isDay, INVALID),
  })
  .refine((period) => !isDay(period.from) || !isDay(period.to) || period.from <= period.to, {
    message: 'The end date must not be before the start date',
    path: ['to'],
  });
