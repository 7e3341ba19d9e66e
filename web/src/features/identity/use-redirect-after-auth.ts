import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { safeRedirect } from '../../lib/safe-redirect';

/** Delay between the success toast and the move to /dashboard (spec section 9). */
export const REDIRECT_AFTER_AUTH_MS = 1000;

/**
 * Goes to /dashboard (or `target`, a same-origin path the login route already checked) a second after a
 * successful sign-in, unless the page is left first.
 */
export function useRedirectAfterAuth(target?: string) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // Checked again here, where the navigation happens: an open redirect must not depend on one guard.
      const safe = safeRedirect(target, window.location.origin);
      void (safe ? navigate({ href: safe }) : navigate({ to: '/dashboard' }));
    }, REDIRECT_AFTER_AUTH_MS);
  }, [navigate, target]);
}
