import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import { formatCoins } from '../../../lib/format';
import { chartRows } from './finance-figures';
import type { FinanceReport } from './queries';

/** Daily money in (deposits) and out (withdrawals paid, taken back); the table below carries the same figures. */
export function MoneyFlowChart({ report }: { report: FinanceReport }) {
  const { t } = useLingui();
  // The legend and the tooltip name each series by its label; amounts and days are in the admin's locale.
  const series = [
    { name: 'moneyIn', label: t`Money in`, color: 'teal.6' },
    { name: 'moneyOut', label: t`Money out`, color: 'orange.6' },
  ];
  const { from, to } = report;
  return (
    <Card padding="md" component="section" aria-labelledby="finance-chart-title" data-testid="finance-chart">
      <Text component="h2" id="finance-chart-title" fw={700} size="lg" mb="xs">
        <Trans>Money in and out per day</Trans>
      </Text>
      <div role="img" aria-label={t`Bar chart of money in and out per UTC day, ${from} to ${to}`}>
        <BarChart
          h={260}
          data={chartRows(report)}
          dataKey="day"
          series={series}
          withLegend
          tickLine="y"
          valueFormatter={(value) => formatCoins(value)}
          maxBarWidth={28}
        />
      </div>
    </Card>
  );
}
