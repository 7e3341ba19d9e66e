import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { IconFlask } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { cashierQueryOptions } from '../lib/api/cashier';
import classes from './SandboxRibbon.module.css';

/**
 * On every page, signed in or not, while the server's payments are the sandbox: a player must never take these
 * coins for money. Above the top bar, scrolling away with the page (the top bar stays), so it covers nothing; a
 * named region, so a screen reader finds it among the landmarks. The match page keeps its one phone screen for
 * the move (issue 23 §1), so there it sits below the page, above the footer.
 */
export function SandboxRibbon({ placement }: { placement: 'top' | 'bottom' }) {
  const { t } = useLingui();
  const { data } = useQuery(cashierQueryOptions());
  const onMatch = useLocation({ select: (location) => location.pathname.startsWith('/match/') });
  const shown = Boolean(data?.sandbox) && (placement === 'bottom') === onMatch;
  const ribbon = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ribbon.current;
    if (!shown || placement !== 'top' || !element) return;
    // Toasts sit below the sticky top bar; while this ribbon is in view above it, the bar sits lower by what
    // is left of the ribbon on screen, and so must they (LazyNotifications.module.css reads the offset).
    const root = document.documentElement;
    const place = () =>
      root.style.setProperty('--app-top-offset', `${Math.max(0, element.getBoundingClientRect().bottom)}px`);
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      root.style.removeProperty('--app-top-offset');
    };
  }, [shown, placement]);
  if (!shown) return null;
  return (
    <aside ref={ribbon} className={classes.ribbon} aria-label={t`Sandbox notice`} data-testid="sandbox-ribbon">
      <IconFlask size={14} aria-hidden className={classes.icon} />
      <span>
        <Trans>
          <strong>Sandbox:</strong> coins are not real money
        </Trans>
      </span>
    </aside>
  );
}
