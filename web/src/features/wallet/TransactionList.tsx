import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHistory, IconReceipt } from '@tabler/icons-react';
import { Money } from '../../components/Money';
import { formatCoins, formatDateTime } from '../../lib/format';
import type { Transaction } from '../../lib/api/wallet';
import { emptyTransactionsMessage, transactionSign } from '../../lib/transaction-sign';
import { heldWithdrawalId } from './on-hold';
import { transactionIcon } from './wallet-icons';
import { transactionTypeLabel } from '../../lib/transaction-types';
import classes from './WalletPage.module.css';

function TransactionRow({ transaction, onHold }: { transaction: Transaction; onHold: boolean }) {
  const { sign, color, direction } = transactionSign(transaction.transaction_type, transaction.amount);
  const balanceAfter = formatCoins(transaction.balance_after);
  return (
    <li
      className={classes.transaction}
      data-testid="transaction-item"
      data-type={transaction.transaction_type}
      data-direction={direction}
    >
      <ThemeIcon size={40} radius="md" variant="light" color={color}>
        {transactionIcon(transaction.transaction_type, 20)}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" className={classes.typeName} data-testid="transaction-type">
          {transactionTypeLabel(transaction.transaction_type, transaction.transaction_type_display)}
          {onHold ? (
            <Badge ml={6} size="sm" variant="light" color="yellow" data-testid="transaction-on-hold">
              <Trans>On hold until approved</Trans>
            </Badge>
          ) : null}
        </Text>
        {transaction.description ? (
          <Text
            size="xs"
            c="dimmed"
            className={classes.description}
            data-testid="transaction-description"
            // The server's stored words (they name tournaments), not a message of the client.
            data-user-content
          >
            {transaction.description}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" data-testid="transaction-time">
          {formatDateTime(transaction.created_at)}
        </Text>
      </Stack>
      <div className={classes.amountColumn}>
        <Money
          value={transaction.amount}
          sign={sign}
          c={color}
          size="sm"
          fw={700}
          iconSize={16}
          data-testid="transaction-amount"
        />
        <Text size="xs" c="dimmed" data-testid="transaction-balance-after">
          <Trans>Balance: {balanceAfter}</Trans>
        </Text>
      </div>
    </li>
  );
}

interface TransactionListProps {
  transactions: Transaction[];
  withdrawalCount: number;
  /** Withdrawals still under review: their hold entries are marked on hold (issue 23 §4). */
  pendingIds?: Set<number>;
}

export function TransactionList({ transactions, withdrawalCount, pendingIds = new Set() }: TransactionListProps) {
  const { t } = useLingui();
  const empty = emptyTransactionsMessage(transactions.length, withdrawalCount);
  return (
    <Card component="section" aria-labelledby="transactions-title" data-testid="recent-transactions">
      <Stack gap="xs">
        <Group gap="xs" mb={4}>
          <IconHistory size={20} aria-hidden color="var(--mantine-color-violet-6)" />
          <Title order={2} size="h4" id="transactions-title">
            <Trans>Recent Transactions</Trans>
          </Title>
        </Group>
        {empty ? (
          <Stack align="center" gap={6} py="lg" ta="center" data-testid="transactions-empty">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconReceipt size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{empty}</Text>
            <Text c="dimmed" size="sm">
              <Trans>Deposits, withdrawals, entry fees and winnings will be listed here.</Trans>
            </Text>
          </Stack>
        ) : (
          <ul className={classes.transactionList} aria-label={t`Transactions`}>
            {transactions.map((transaction) => (
              <TransactionRow
                key={transaction.id}
                transaction={transaction}
                onHold={pendingIds.has(heldWithdrawalId(transaction) ?? -1)}
              />
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
