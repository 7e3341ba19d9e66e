import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { MantineColor } from '@mantine/core';

export const KIND_COLOR: Record<string, MantineColor> = { WALLET: 'blue', ESCROW: 'grape', SYSTEM: 'gray' };
/** An account kind's name, translated where it is shown; a kind the table lacks shows as its code. */
export const KIND_LABEL: Record<string, MessageDescriptor> = {
  WALLET: msg`Wallet`,
  ESCROW: msg`Escrow`,
  SYSTEM: msg`System`,
};

/** "2 wallets", "1 escrow": how many accounts of a kind, each kind a whole plural of its own. */
export function kindCount(kind: string, count: number): string {
  switch (kind) {
    case 'WALLET':
      return plural(count, { one: '# wallet', other: '# wallets' });
    case 'ESCROW':
      return plural(count, { one: '# escrow', other: '# escrows' });
    case 'SYSTEM':
      return plural(count, { one: '# system account', other: '# system accounts' });
    default:
      // A kind this client does not know: its code, which is no word to translate.
      return `${count} ${kind}`;
  }
}
