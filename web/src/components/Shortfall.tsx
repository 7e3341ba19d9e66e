import { Alert, Anchor, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { centsToDecimal } from '../lib/money';

/** Shown instead of a paid action the balance cannot cover: how much is missing, and the way to the wallet. */
export function Shortfall({ cents }: { cents: number }) {
  return (
    <Alert color="orange" variant="light" p="xs" icon={<IconWallet size={18} aria-hidden />} data-testid="shortfall">
      <Text size="sm" fw={600}>
        Need {centsToDecimal(cents)} more coins
      </Text>
      <Anchor component={Link} to="/wallet" size="sm" fw={600}>
        Deposit in your wallet
      </Anchor>
    </Alert>
  );
}
