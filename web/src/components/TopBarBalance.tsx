import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { walletBalanceQueryOptions } from '../lib/api/wallet';
import { formatCoins } from '../lib/format';
import classes from './AppLayout.module.css';
import { Money } from './Money';

/**
 * The player's balance in the top bar (issue 23 §4), a link to the wallet. The wallet's query is the one the stream
 * already refreshes, so a prize or a fee shows here as it does on the wallet page.
 */
export function TopBarBalance() {
  const { t } = useLingui();
  const { data } = useQuery(walletBalanceQueryOptions());
  if (!data) return null;
  const balance = formatCoins(data.balance);
  return (
    <UnstyledButton
      renderRoot={(props) => <Link {...props} to="/wallet" />}
      className={classes.balance}
      // The name holds the visible amount as shown (WCAG 2.5.3).
      aria-label={t`Wallet balance ${balance} coins`}
      data-testid="topbar-balance"
    >
      <Money value={data.balance} size="sm" iconSize={16} fw={700} />
    </UnstyledButton>
  );
}
