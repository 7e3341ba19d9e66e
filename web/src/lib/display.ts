import { t } from '@lingui/core/macro';

/**
 * The words for the server's codes, in the active language (issue 36). The API also sends English `*_display`
 * fields for clients that follow the spec; the web client names statuses and game modes from their codes, so a
 * German page never shows "Waiting for Players". An unknown code (a newer server) shows the server's words.
 */
export function tournamentStatusLabel(status: string, fallback?: string): string {
  switch (status) {
    case 'PENDING':
      return t`Waiting for Players`;
    case 'ACTIVE':
      return t`In Progress`;
    case 'COMPLETED':
      return t`Completed`;
    case 'CANCELLED':
      return t`Cancelled`;
    default:
      return fallback ?? status;
  }
}

export function matchStatusLabel(status: string, fallback?: string): string {
  switch (status.toUpperCase()) {
    case 'PENDING':
      return t`Pending`;
    case 'IN_PROGRESS':
      return t`In Progress`;
    case 'COMPLETED':
      return t`Completed`;
    default:
      return fallback ?? status;
  }
}

export function gameModeLabel(mode: string, fallback?: string): string {
  switch (mode) {
    case 'BLITZ':
      return t`Blitz (Best of 1)`;
    case 'CLASSIC':
      return t`Classic (Best of 3)`;
    default:
      return fallback ?? mode;
  }
}
