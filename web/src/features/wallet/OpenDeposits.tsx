import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Money } from '../../components/Money';
import type { Deposit } from '../../lib/api/wallet';
import { openDeposits } from '../../lib/cashier';
import { formatDateTime } from '../../lib/format';
import { StatusBadge } from '../../components/StatusBadge';
import classes from './WalletPage.module.css';

/**
 * Card payments that are not (or never became) coins: waiting for the provider, expired or failed. A credited
 * deposit is a transaction already, so it is not repeated here; with none open the panel is not shown.
 */
export function OpenDeposits({ deposits }: { deposits: readonly Deposit[] }) {
  const open = openDeposits(deposits);
  if (open.length === 0) return null;
  return (
    <Card padding="lg" data-testid="open-deposits">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            <Trans>Deposits not credited</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Payments waiting for the provider, and checkouts that expired or failed. No coins moved for these.
            </Trans>
          </Text>
        </Stack>
        <ul className={classes.list}>
          {open.map((deposit) => {
            const started = formatDateTime(deposit.created_at);
            return (
              <li
                key={deposit.id}
                className={classes.withdrawal}
                data-testid="deposit-item"
                data-deposit-id={deposit.id}
              >
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={2}>
                    <Money value={deposit.amount} fw={700} iconSize={18} />
                    <Text size="xs" c="dimmed">
                      <Trans>Started {started}</Trans>
                    </Text>
                  </Stack>
                  <StatusBadge kind="deposit" status={deposit.status} />
                </Group>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Card>
  );
}
