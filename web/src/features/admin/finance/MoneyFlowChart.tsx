import { BarChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import { formatCoins } from '../../../lib/format';
import { chartRows } from './finance-figures';
import type { FinanceReport } from './queries';

const SERIES = [
  { name: 'Money in', color: 'teal.6' },
  { name: 'Money out', color: 'orange.6' },
];

/** Daily money in (deposits) and out (withdrawals paid, taken back); the table below carries the same figures. */
export function MoneyFlowChart({ report }: { report: FinanceReport }) {
  return (
    <Card padding="md" component="section" aria-labelledby="finance-chart-title" data-testid="finance-chart">
      <Text component="h2" id="finance-chart-title" fw={700} size="lg" mb="xs">
        Money in and out per day
      </Text>
      <div role="img" aria-label={`Bar chart of money in and out per UTC day, ${report.from} to ${report.to}`}>
        <BarChart
          h={260}
          data={chartRows(report)}
          dataKey="day"
          series={SERIES}
          withLegend
          tickLine="y"
          valueFormatter={(value) => formatCoins(value)}
          maxBarWidth={28}
        />
      </div>
    </Card>
  );
}
