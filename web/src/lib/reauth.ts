import { bodyDetail, errorCode, isApiError } from './errors';

/**
 * Re-authentication in the web client (issue 30 §1). A change to how the player signs in is refused with
 * `403 {"detail", "code"}` until they confirm it is them (`reauthentication_required`), or until they confirm
 * with an older method (`factor_too_new`). The client then asks for the proof in place and carries on.
 */
export const PROOF_CODES = ['reauthentication_required', 'factor_too_new'] as const;
export type ProofCode = (typeof PROOF_CODES)[number];

/** What the server asked for, in its words: null when the failure is no request for proof. */
export interface ProofAsked {
  code: ProofCode;
  detail: string;
}

export function proofAsked(failure: unknown): ProofAsked | null {
  if (!isApiError(failure) || failure.status !== 403) return null;
  const code = errorCode(failure);
  if (!PROOF_CODES.includes(code as ProofCode)) return null;
  return { code: code as ProofCode, detail: bodyDetail(failure) ?? '' };
}

/** The player closed the dialog: the action did not run, and nothing needs saying. */
export class ReauthCancelled extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the console: the player closed the dialog and reads nothing
    super('Re-authentication cancelled');
    this.name = 'ReauthCancelled';
  }
}

export const isReauthCancelled = (failure: unknown): boolean => failure instanceof ReauthCancelled;

/**
 * Runs `action`; when the server asks for proof, asks the player for it (`prove`: the dialog, true once they
 * gave it) and runs the action once more. A second refusal (the proof came from a method too new again) is
 * the action's failure, for the caller to show.
 */
export async function runWithProof<T>(
  action: () => Promise<T>,
  prove: (asked: ProofAsked) => Promise<boolean>,
): Promise<T> {
  try {
    return await action();
  } catch (failure) {
    const asked = proofAsked(failure);
    if (!asked) throw failure;
    if (!(await prove(asked))) throw new ReauthCancelled();
    return action();
  }
}
