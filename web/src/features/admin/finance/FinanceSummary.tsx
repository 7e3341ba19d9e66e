import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBuildingBank,
  IconCashBanknote,
  IconLock,
  IconPercentage,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { StatCard } from '../../../components/StatCard';
import { formatCoins } from '../../../lib/format';
import { centsSign } from '../../../lib/money';
import { reconciles } from './finance-figures';
import type { FinanceReport } from './queries';

/** The period's figures: flows over the period, balances at its end, and whether they reconcile. */
export function FinanceSummary({ report }: { report: FinanceReport }) {
  const { total } = report;
  const balanced = reconciles(report);
  return (
    <section aria-labelledby="finance-summary-title" data-testid="finance-summary">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text component="h2" id="finance-summary-title" fw={700} size="lg">
          The period
        </Text>
        <Badge color={balanced ? 'teal' : 'red'} variant="light" radius="sm" data-testid="finance-reconciled">
          {balanced ? 'Reconciles with the ledger' : 'Does not reconcile'}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard
          label="Deposits credited"
          value={formatCoins(total.deposits)}
          icon={IconWallet}
          color="teal"
          valueTestId="finance-deposits"
        />
        <StatCard
          label="Withdrawals paid"
          value={formatCoins(total.withdrawals)}
          icon={IconCashBanknote}
          color="orange"
          valueTestId="finance-withdrawals"
        />
        <StatCard
          label="Taken back"
          value={formatCoins(total.taken_back)}
          icon={IconArrowBackUp}
          color="red"
          hint={`Refunds ${formatCoins(total.refunds)} · disputes ${formatCoins(total.disputes)} · won ${formatCoins(total.disputes_won)}`}
          valueTestId="finance-taken-back"
        />
        <StatCard
          label="Rake earned"
          value={formatCoins(total.rake)}
          icon={IconPercentage}
          color="grape"
          hint={`House balance ${formatCoins(total.house)}`}
          valueTestId="finance-rake"
        />
        <StatCard
          label="Players' liabilities"
          value={formatCoins(total.liabilities)}
          icon={IconUsers}
          color="blue"
          hint={`Wallets ${formatCoins(total.wallets)} · holds ${formatCoins(total.holds)}, at the end`}
          valueTestId="finance-liabilities"
        />
        <StatCard
          label="Held in escrow"
          value={formatCoins(total.escrow)}
          icon={IconLock}
          color="indigo"
          hint="Entry fees at the end"
          valueTestId="finance-escrow"
        />
        {centsSign(total.owed) !== 0 ? (
          <StatCard
            label="Owed by players"
            value={formatCoins(total.owed)}
            icon={IconBuildingBank}
            color="red"
            hint="After refunds and disputes larger than the wallet"
            valueTestId="finance-owed"
          />
        ) : null}
      </SimpleGrid>
    </section>
  );
}
