import { useQuery } from '@tanstack/react-query';
import { IconFlask } from '@tabler/icons-react';
import { cashierQueryOptions } from '../lib/api/cashier';
import classes from './SandboxRibbon.module.css';

/**
 * Above the top bar on every page, signed in or not, while the server's payments are the sandbox: a player must
 * never take these coins for money. It scrolls away with the page (the top bar stays), so it covers nothing; a
 * named region, so a screen reader finds it among the landmarks.
 */
export function SandboxRibbon() {
  const { data } = useQuery(cashierQueryOptions());
  if (!data?.sandbox) return null;
  return (
    <aside className={classes.ribbon} aria-label="Sandbox notice" data-testid="sandbox-ribbon">
      <IconFlask size={14} aria-hidden className={classes.icon} />
      <span>
        <strong>Sandbox:</strong> coins are not real money
      </span>
    </aside>
  );
}
