/** The login and register forms' schemas (zod), with the spec's messages. */
import { t } from '@lingui/core/macro';
import { z } from 'zod';

// The messages are functions: zod asks for them when a check fails, so they read the language active then.
export const passwordsDontMatch = () => t`Passwords don't match`;
const usernameRequired = () => t`Username is required`;
const emailRequired = () => t`Email is required`;
const passwordRequired = () => t`Password is required`;
const confirmPassword = () => t`Confirm your password`;
const currentPasswordRequired = () => t`Enter your current password`;

/** What the server is sent: the username and email trimmed, the passwords as typed. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, { error: usernameRequired }),
  password: z.string().min(1, { error: passwordRequired }),
});

export const registerSchema = z
  .object({
    username: z.string().trim().min(1, { error: usernameRequired }),
    email: z.string().trim().min(1, { error: emailRequired }),
    password: z.string().min(1, { error: passwordRequired }),
    password2: z.string().min(1, { error: confirmPassword }),
    // Optional at registration; the first deposit asks for it otherwise (issue 22 §1).
    date_of_birth: z.string(),
  })
  .refine((values) => values.password === values.password2, { error: passwordsDontMatch, path: ['password2'] });

export const forgotSchema = z.object({
  email: z.string().trim().min(1, { error: emailRequired }),
});

/** A new password, as at registration: typed twice. */
export const newPasswordSchema = z
  .object({
    password: z.string().min(1, { error: passwordRequired }),
    password2: z.string().min(1, { error: confirmPassword }),
  })
  .refine((values) => values.password === values.password2, { error: passwordsDontMatch, path: ['password2'] });

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, { error: currentPasswordRequired }),
    password: z.string().min(1, { error: passwordRequired }),
    password2: z.string().min(1, { error: confirmPassword }),
    end_other_sessions: z.boolean(),
  })
  .refine((values) => values.password === values.password2, { error: passwordsDontMatch, path: ['password2'] });

export const changeEmailSchema = z.object({
  current_password: z.string().min(1, { error: currentPasswordRequired }),
  email: z.string().trim().min(1, { error: emailRequired }),
});
