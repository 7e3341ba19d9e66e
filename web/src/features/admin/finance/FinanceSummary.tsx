import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { total } = report;
  const balanced = reconciles(report);
  const refunds = formatCoins(total.refunds);
  const disputes = formatCoins(total.disputes);
  const disputesWon = formatCoins(total.disputes_won);
  const house = formatCoins(total.house);
  const wallets = formatCoins(total.wallets);
  const holds = formatCoins(total.holds);
  return (
    <section aria-labelledby="finance-summary-title" data-testid="finance-summary">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text component="h2" id="finance-summary-title" fw={700} size="lg">
          <Trans>The period</Trans>
        </Text>
        <Badge color={balanced ? 'teal' : 'red'} variant="light" radius="sm" data-testid="finance-reconciled">
          {balanced ? <Trans>Reconciles with the ledger</Trans> : <Trans>Does not reconcile</Trans>}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard
          label={t`Deposits credited`}
          value={formatCoins(total.deposits)}
          icon={IconWallet}
          color="teal"
          valueTestId="finance-deposits"
        />
        <StatCard
          label={t`Withdrawals paid`}
          value={formatCoins(total.withdrawals)}
          icon={IconCashBanknote}
          color="orange"
          valueTestId="finance-withdrawals"
        />
        <StatCard
          label={t`Taken back`}
          value={formatCoins(total.taken_back)}
          icon={IconArrowBackUp}
          color="red"
          hint={t`Refunds ${refunds} · disputes ${disputes} · won ${disputesWon}`}
          valueTestId="finance-taken-back"
        />
        <StatCard
          label={t`Rake earned`}
          value={formatCoins(total.rake)}
          icon={IconPercentage}
          color="grape"
          hint={t`House balance ${house}`}
          valueTestId="finance-rake"
        />
        <StatCard
          label={t`Players' liabilities`}
          value={formatCoins(total.liabilities)}
          icon={IconUsers}
          color="blue"
          hint={t`Wallets ${wallets} · holds ${holds}, at the end`}
          valueTestId="finance-liabilities"
        />
        <StatCard
          label={t`Held in escrow`}
          value={formatCoins(total.escrow)}
          icon={IconLock}
          color="indigo"
          hint={t`Entry fees at the end`}
          valueTestId="finance-escrow"
        />
        {centsSign(total.owed) !== 0 ? (
          <StatCard
            label={t`Owed by players`}
            value={formatCoins(total.owed)}
            icon={IconBuildingBank}
            color="red"
            hint={t`After refunds and disputes larger than the wallet`}
            valueTestId="finance-owed"
          />
        ) : null}
      </SimpleGrid>
    </section>
  );
}
