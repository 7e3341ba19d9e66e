import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatCoins } from '../lib/format';
import { centsToDecimal } from '../lib/money';

/** Shown instead of a paid action the balance cannot cover: how much is missing, and the way to the wallet. */
export function Shortfall({ cents }: { cents: number }) {
  const missing = formatCoins(centsToDecimal(cents));
  return (
    <Alert color="orange" variant="light" p="xs" icon={<IconWallet size={18} aria-hidden />} data-testid="shortfall">
      <Text size="sm" fw={600}>
        <Trans>Need {missing} more coins</Trans>
      </Text>
      <Anchor component={Link} to="/wallet" size="sm" fw={600}>
        <Trans>Deposit in your wallet</Trans>
      </Anchor>
    </Alert>
  );
}
