import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconLock } from '@tabler/icons-react';
import { Money } from '../../components/Money';
import { centsToDecimal } from '../../lib/money';
import classes from './WalletPage.module.css';

interface BalanceCardProps {
  balance: string;
  /** Cents held by pending withdrawals (already out of the balance). */
  onHoldCents: number;
  onDeposit: () => void;
  onWithdraw: () => void;
}

export function BalanceCard({ balance, onHoldCents, onDeposit, onWithdraw }: BalanceCardProps) {
  return (
    <Card className={classes.balanceCard} padding="xl" data-testid="wallet-balance-card">
      <Group justify="space-between" align="flex-end" gap="lg">
        <Stack gap={6}>
          <Text size="xs" fw={700} tt="uppercase" className={classes.balanceLabel} id="wallet-balance-label">
            Available balance
          </Text>
          <Money value={balance} fz={40} fw={800} lh={1.1} iconSize={36} data-testid="wallet-balance" />
          {onHoldCents > 0 ? (
            <Group gap={6} wrap="nowrap" align="flex-start" className={classes.balanceHint}>
              <IconLock size={14} aria-hidden className={classes.hintIcon} />
              <Text size="sm" data-testid="wallet-on-hold">
                {centsToDecimal(onHoldCents)} coins on hold for pending withdrawals
              </Text>
            </Group>
          ) : (
            <Text size="sm" className={classes.balanceHint}>
              Coins you can spend on tournament entries or withdraw.
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
            data-testid="deposit-button"
          >
            Deposit
          </Button>
          <Button
            size="md"
            variant="outline"
            color="white"
            leftSection={<IconArrowUpRight size={18} aria-hidden />}
            onClick={onWithdraw}
            data-testid="withdraw-button"
          >
            Withdraw
          </Button>
        </div>
      </Group>
    </Card>
  );
}
