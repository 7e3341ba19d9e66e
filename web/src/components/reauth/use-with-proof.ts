import { useCallback, useContext } from 'react';
import { runWithProof } from '../../lib/reauth';
import { ReauthContext } from './reauth-context';

/**
 * `withProof(action)`: runs a change of sign-in method; when the server asks for proof, the dialog asks the
 * player in place and the change runs again. Rejects with ReauthCancelled when the player closes the dialog.
 */
export function useWithProof(): <T>(action: () => Promise<T>) => Promise<T> {
  const ask = useContext(ReauthContext);
  return useCallback(
    <T>(action: () => Promise<T>) => runWithProof(action, ask ?? (() => Promise.resolve(false))),
    [ask],
  );
}
