import { z } from 'zod';
import { optionalParam } from '../../lib/search-params';

/** A deposit id as the server spells it; anything else is no deposit, and the page shows no return panel. */
const depositId = z.union([
  z.int().positive().transform(String),
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,14}$/),
]);

/**
 * `/wallet?deposit=<id>`: where a payment provider's checkout sends the player back; the page then shows that
 * deposit's status live.
 */
export const walletSearch = z.object({
  deposit: optionalParam(depositId),
});

export type WalletSearch = z.output<typeof walletSearch>;
