import { createContext, useCallback, useContext } from 'react';
import { runWithProof, type ProofAsked } from '../../lib/reauth';

/** Opens the re-authentication dialog; true once the player gave proof, false when they closed it. */
export type AskForProof = (asked: ProofAsked) => Promise<boolean>;

export const ReauthContext = createContext<AskForProof | null>(null);

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
