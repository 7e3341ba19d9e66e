import type { Passkey } from '../../domain/passkey.entity.js';

/** A passkey as its owner sees it. */
export interface PasskeyView {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** Set when a password reset suspended it (added in the 7 days before); null for a usable passkey. */
  suspended_at: string | null;
}

export const passkeyView = (passkey: Passkey): PasskeyView => ({
  id: passkey.id,
  name: passkey.name,
  created_at: passkey.createdAt.toISOString(),
  last_used_at: passkey.lastUsedAt?.toISOString() ?? null,
  suspended_at: passkey.suspendedAt?.toISOString() ?? null,
});
