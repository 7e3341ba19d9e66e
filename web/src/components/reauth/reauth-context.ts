import { createContext } from 'react';
import type { ProofAsked } from '../../lib/reauth';

/** Opens the re-authentication dialog; true once the player gave proof, false when they closed it. */
export type AskForProof = (asked: ProofAsked) => Promise<boolean>;

/** The app shell's provider only: the panels use useWithProof (use-with-proof.ts, with the retry rules). */
export const ReauthContext = createContext<AskForProof | null>(null);
