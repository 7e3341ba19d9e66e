import type { MantineColor } from '@mantine/core';

export const KIND_COLOR: Record<string, MantineColor> = { WALLET: 'blue', ESCROW: 'grape', SYSTEM: 'gray' };
export const KIND_LABEL: Record<string, string> = { WALLET: 'Wallet', ESCROW: 'Escrow', SYSTEM: 'System' };
