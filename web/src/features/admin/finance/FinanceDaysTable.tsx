import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Table, Text } from '@mantine/core';
import { formatCoins } from '../../../lib/format';
import { moneyOut } from './finance-figures';
import type { FinanceReport } from './queries';
import tables from '../../../components/Tables.module.css';
import classes from './AdminFinance.module.css';

/** Every day of the period, newest first, and the period's total. */
export function FinanceDaysTable({ report }: { report: FinanceReport }) {
  const { t } = useLingui();
  const days = [...report.days].reverse();
  return (
    <Card padding={0} component="section" aria-labelledby="finance-days-title" data-testid="finance-days">
      <Text component="h2" id="finance-days-title" fw={700} size="lg" p="md" pb={0}>
        <Trans>Per day (UTC)</Trans>
      </Text>
      <div className={tables.scroll} tabIndex={0} role="region" aria-label={t`Figures per day, scrolls sideways`}>
        <Table striped verticalSpacing="xs" horizontalSpacing="md" miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Day</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <Trans>Deposits</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <Trans>Withdrawals</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <Trans>Taken back</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <Trans>Money out</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <Trans>Rake</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <Trans>Entry fees</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <Trans>Overlay</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <Trans>Escrow</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <Trans>Liabilities</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => (
              <Table.Tr key={day.day} data-testid="finance-day-row">
                <Table.Th scope="row" className={classes.amount}>
                  {day.day}
                </Table.Th>
                <Table.Td ta="right" className={classes.amount}>
                  {formatCoins(day.deposits)}
                </Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatCoins(day.withdrawals)}
                </Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatCoins(day.taken_back)}
                </Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatCoins(moneyOut(day))}
                </Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatCoins(day.rake)}
                </Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatCoins(day.entry_fees)}
                </Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatCoins(day.overlay)}
                </Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatCoins(day.escrow)}
                </Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatCoins(day.liabilities)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr className={classes.totalRow}>
              <Table.Th scope="row">
                <Trans>Period</Trans>
              </Table.Th>
              <Table.Td ta="right" className={classes.amount}>
                {formatCoins(report.total.deposits)}
              </Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                {formatCoins(report.total.withdrawals)}
              </Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                {formatCoins(report.total.taken_back)}
              </Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                {formatCoins(moneyOut(report.total))}
              </Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                {formatCoins(report.total.rake)}
              </Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                {formatCoins(report.total.entry_fees)}
              </Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                {formatCoins(report.total.overlay)}
              </Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                {formatCoins(report.total.escrow)}
              </Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                {formatCoins(report.total.liabilities)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
    </Card>
  );
}
