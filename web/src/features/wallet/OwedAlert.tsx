import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { Money } from '../../components/Money';
import { toCents } from '../../lib/money';

/**
 * A refund or dispute took back more than the wallet held: the rest is owed, and the server refuses what would
 * spend or send coins until a deposit covers it. Said here so that a refusal elsewhere is no surprise.
 */
export function OwedAlert({ owed }: { owed: string | undefined }) {
  const { t } = useLingui();
  if (toCents(owed) <= 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconReceiptRefund size={18} aria-hidden />}
      title={t`You owe coins`}
      data-testid="wallet-owed"
    >
      <Text size="sm" component="div">
        <Trans>
          A refund or dispute took back more than your balance held. You owe{' '}
          <Money value={owed} size="sm" iconSize={14} fw={700} data-testid="wallet-owed-amount" />. Until a deposit
          covers it you cannot request withdrawals, join tournaments or create them; your next deposit pays it first.
        </Trans>
      </Text>
    </Alert>
  );
}
