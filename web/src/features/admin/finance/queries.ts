import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import type { Schema } from '../../../lib/contract';
import { pageQuery } from '../../../lib/pagination';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../admin-query';
import type { DepositFilter } from './deposit-filter';

export type FinanceReport = Schema<'FinanceReportDto'>;
export type FinanceDay = Schema<'FinanceDayDto'>;
export type FinanceTotal = Schema<'FinanceTotalDto'>;

/** The asked period; a day left out is the server's default (to: today, from: 30 days ending at `to`). */
export interface FinancePeriod {
  from?: string;
  to?: string;
}

export const financeKeys = {
  all: () => [...ADMIN_KEY, 'finance'] as const,
  report: (period: FinancePeriod) => [...financeKeys.all(), 'report', period] as const,
};

export const financeReportQueryOptions = (period: FinancePeriod) =>
  queryOptions({
    queryKey: financeKeys.report(period),
    queryFn: async ({ signal }): Promise<FinanceReport> => {
      const report = await unwrap(
        api.GET('/api/admin/finance', { params: { query: { from: period.from, to: period.to } }, signal }),
      );
      // The route also answers CSV (format=csv); asked without a format it is always the JSON report.
      if (typeof report === 'string') throw new Error('The finance report came back as text.');
      return report;
    },
    staleTime: ADMIN_STALE_MS,
  });

/**
 * The report as CSV, saved as a file. A plain link cannot carry the bearer token, so the file is fetched as any
 * call is and handed to the browser as a download.
 */
export async function downloadFinanceCsv(period: { from: string; to: string }): Promise<void> {
  const { data, response } = await api.GET('/api/admin/finance', {
    params: { query: { ...period, format: 'csv' } },
    parseAs: 'text',
  });
  // Shown under the period form, so in the admin's language.
  const status = String(response.status);
  if (data === undefined) throw new Error(t`The CSV could not be fetched (${status}).`);
  const url = URL.createObjectURL(new Blob([data], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `finance-${period.from}-${period.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The deposits of a period (UTC days, both included), a page at a time, newest first. */
export const adminDepositsQueryOptions = (period: { from: string; to: string }, filter: DepositFilter) =>
  queryOptions({
    queryKey: [...financeKeys.all(), 'deposits', period, filter] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/deposits', {
          params: {
            query: {
              ...period,
              status: filter.status,
              provider: filter.provider,
              user: filter.user,
              ...pageQuery(filter.page),
            },
          },
          signal,
        }),
      ),
    staleTime: ADMIN_STALE_MS,
  });
