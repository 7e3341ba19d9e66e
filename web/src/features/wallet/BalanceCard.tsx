import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconLock } from '@tabler/icons-react';
import { Money } from '../../components/Money';
import { formatCoins } from '../../lib/format';
import { centsToDecimal } from '../../lib/money';
import classes from './WalletPage.module.css';

interface BalanceCardProps {
  balance: string;
  /** Cents held by pending withdrawals (already out of the balance). */
  onHoldCents: number;
  onDeposit: () => void;
  onWithdraw: () => void;
  /** Why Deposit is closed (a time-out or self-exclusion in force), said beside it; null when it is open. */
  depositClosed?: string | null;
}

export function BalanceCard({ balance, onHoldCents, onDeposit, onWithdraw, depositClosed }: BalanceCardProps) {
  const onHold = formatCoins(centsToDecimal(onHoldCents));
  return (
    <Card className={classes.balanceCard} padding="xl" data-testid="wallet-balance-card">
      <Group justify="space-between" align="flex-end" gap="lg">
        <Stack gap={6}>
          <Text size="xs" fw={700} tt="uppercase" className={classes.balanceLabel} id="wallet-balance-label">
            <Trans>Available balance</Trans>
          </Text>
          <Money value={balance} fz={40} fw={800} lh={1.1} iconSize={36} data-testid="wallet-balance" />
          {onHoldCents > 0 ? (
            <Group gap={6} wrap="nowrap" align="flex-start" className={classes.balanceHint}>
              <IconLock size={14} aria-hidden className={classes.hintIcon} />
              <Text size="sm" data-testid="wallet-on-hold">
                <Trans>{onHold} coins on hold for pending withdrawals</Trans>
              </Text>
            </Group>
          ) : (
            <Text size="sm" className={classes.balanceHint}>
              <Trans>Coins you can spend on tournament entries or withdraw.</Trans>
            </Text>
          )}
        </Stack>
        <div className={classes.balanceActions}>
          <Button
            size="md"
            color="white"
            c="var(--app-hero-from)"
            leftSection={<IconArrowDownLeft size={18} aria-hidden />}
            onClick={onDeposit}
            disabled={Boolean(depositClosed)}
            aria-describedby={depositClosed ? 'deposit-closed-reason' : undefined}
            data-testid="deposit-button"
          >
            <Trans>Deposit</Trans>
          </Button>
          <Button
            size="md"
            variant="outline"
            color="white"
            leftSection={<IconArrowUpRight size={18} aria-hidden />}
            onClick={onWithdraw}
            data-testid="withdraw-button"
          >
            <Trans>Withdraw</Trans>
          </Button>
        </div>
      </Group>
      {depositClosed ? (
        <Text size="sm" fw={600} ta="right" mt="sm" id="deposit-closed-reason" data-testid="deposit-closed">
          <Trans>Deposit: {depositClosed}</Trans>
        </Text>
      ) : null}
    </Card>
  );
}
