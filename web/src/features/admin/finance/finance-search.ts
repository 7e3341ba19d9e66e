import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { API_LIMITS } from '../../../lib/api-types';
import { optionalParam } from '../../../lib/search-params';
import type { FinancePeriod } from './queries';
import { depositFilterSearch, type DepositFilter } from './deposit-filter';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const { firstDay, lastDay } = API_LIMITS;

/** A real calendar day as YYYY-MM-DD. */
export function isRealDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  // Date-only ISO strings are read as UTC midnight.
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A real day the server takes: from 1970-01-01 to 9999-12-30 (a later one's period would end past 9999). */
export function isDay(value: string): boolean {
  return isRealDay(value) && value >= firstDay && value <= lastDay;
}

const dayParam = optionalParam(z.string().refine(isDay));

/** The finance page's address: the period (absent days are the server's defaults) and the deposit filter. */
export const financeSearch = z.object({
  from: dayParam,
  to: dayParam,
  ...depositFilterSearch,
}) satisfies z.ZodType<FinancePeriod & DepositFilter>;

// The messages are functions, read in the admin's language when a value is checked (issue 36).
const dayField = z
  .string()
  .refine(isRealDay, { error: () => t`Enter a valid date` })
  .refine((value) => !isRealDay(value) || isDay(value), {
    error: () => t`Enter a date between ${firstDay} and ${lastDay}`,
  });

/** The period form: both days required, the start not after the end. */
export const periodDraftSchema = z
  .object({
    from: dayField,
    to: dayField,
  })
  .refine((period) => !isDay(period.from) || !isDay(period.to) || period.from <= period.to, {
    error: () => t`The end date must not be before the start date`,
    path: ['to'],
  });
