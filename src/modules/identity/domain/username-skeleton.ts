import unhomoglyph from 'unhomoglyph';
import { msg } from '#i18n';

/**
 * Names a player could use to pass for the operator. A new username whose skeleton contains one of theirs is
 * refused (`admin_fan`, `r00t.beer` and `support1` alike); the admin accounts (ADMIN_USERNAME, or the first
 * start's `admin`) are made by EnsureAdmin, which never comes here.
 */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'moderator',
  'staff',
  'spockout',
  'official',
  'operator',
  'security',
  'helpdesk',
  'cashier',
  'superuser',
  'webmaster',
];

/** Digits and letters that pass for one another in most fonts, beyond what TR39 maps itself. */
const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'l', i: 'l', '|': 'l', '3': 'e', '5': 's' };

/**
 * What a name looks like, for comparing names: case folded, then Unicode TR39's skeleton (NFD, the confusables
 * table through `unhomoglyph`, NFD again: `m` becomes `rn`, `0` becomes `O`, Cyrillic `а` becomes `a`), folded
 * again, then the digit/letter look-alikes above, and every separator (anything not a letter or a digit)
 * removed. `Admin.`, `adm1n`, `_admin` and `аdmin` all read `adrnln`. Not for display: only to compare.
 */
export function usernameSkeleton(name: string): string {
  const tr39 = unhomoglyph(name.toLowerCase().normalize('NFD')).normalize('NFD').toLowerCase();
  return tr39.replace(/[013i|5]/g, (c) => LOOK_ALIKES[c] ?? c).replace(/[^\p{L}\p{N}]/gu, '');
}

export const RESERVED_USERNAME_MESSAGE = msg({ message: 'This username is reserved. Please choose another.' });
export const SIMILAR_USERNAME_MESSAGE = msg({
  message: 'This username is too similar to an existing name. Please choose another.',
});

/**
 * Whether a new name reads as one of the reserved names or the configured admin's: its skeleton matches or
 * contains theirs. Equal skeletons with other users are the store's question (`users.username_skeleton`).
 */
export function isReservedUsername(name: string, adminUsername: string | null): boolean {
  const skeleton = usernameSkeleton(name);
  const protectedNames = adminUsername ? [...RESERVED_USERNAMES, adminUsername] : RESERVED_USERNAMES;
  return protectedNames.some((reserved) => skeleton.includes(usernameSkeleton(reserved)));
}
