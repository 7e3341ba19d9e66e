import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { withMantineStyles } from '../../lib/mantine-styles';
import type { ProofAsked } from '../../lib/reauth';
import { ReauthContext } from './reauth-context';

/** Loaded when first asked for: most visits change no sign-in method. */
const ReauthDialog = lazy(() =>
  withMantineStyles(() => import('./ReauthDialog')).then((module) => ({ default: module.ReauthDialog })),
);

interface Pending extends ProofAsked {
  resolve: (proved: boolean) => void;
}

/** Holds the one re-authentication dialog of the app shell, for every panel that changes a sign-in method. */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    (asked: ProofAsked) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          // A second request while one is open (two panels at once): the first is closed unproved.
          previous?.resolve(false);
          return { ...asked, resolve };
        });
      }),
    [],
  );
  const done = (proved: boolean) => {
    pending?.resolve(proved);
    setPending(null);
  };
  return (
    <ReauthContext.Provider value={ask}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <ReauthDialog asked={pending} onDone={done} />
        </Suspense>
      ) : null}
    </ReauthContext.Provider>
  );
}
