/** The re-authentication dialog's two forms (zod): the current password, or a code. */
import { z } from 'zod';

export const passwordProofSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password'),
});

export const codeProofSchema = z.object({
  otp: z.string().trim().min(1, 'Enter the code from your authenticator app'),
});
