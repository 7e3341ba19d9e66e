/** The re-authentication dialog's two forms (zod): the current password, or a code. */
import { t } from '@lingui/core/macro';
import { z } from 'zod';

// The messages are functions: zod asks for them when a check fails, so they read the language active then.
export const passwordProofSchema = z.object({
  current_password: z.string().min(1, { error: () => t`Enter your current password` }),
});

export const codeProofSchema = z.object({
  otp: z
    .string()
    .trim()
    .min(1, { error: () => t`Enter the code from your authenticator app` }),
});
