import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DepositsPanel } from './DepositsPanel';
import { FinanceDaysTable } from './FinanceDaysTable';
import { FinanceSummary } from './FinanceSummary';
import { MoneyFlowChart } from './MoneyFlowChart';
import { PeriodForm } from './PeriodForm';
import { financeReportQueryOptions } from './queries';

const routeApi = getRouteApi('/_authenticated/admin/finance');

/** The operator's view of money in and out (issue 24 §3): the period's figures, the daily chart, each day. */
export function AdminFinancePage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { data: report } = useSuspenseQuery(financeReportQueryOptions({ from: search.from, to: search.to }));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Finance</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Money in and out of Spockout per UTC day, read from the ledger: deposits, withdrawals paid, what payment
            providers took back, rake, and what is held for players at each day&apos;s end. Figures in coins.
          </Trans>
        </Text>
      </Stack>
      <PeriodForm
        from={report.from}
        to={report.to}
        onApply={(period) => void navigate({ search: (previous) => ({ ...previous, ...period, page: undefined }) })}
      />
      <FinanceSummary report={report} />
      <MoneyFlowChart report={report} />
      <DepositsPanel
        period={{ from: report.from, to: report.to }}
        filter={{ status: search.status, provider: search.provider, user: search.user, page: search.page }}
        onFilter={(filter) => void navigate({ search: (previous) => ({ ...previous, ...filter, page: filter.page }) })}
      />
      <FinanceDaysTable report={report} />
    </Stack>
  );
}
