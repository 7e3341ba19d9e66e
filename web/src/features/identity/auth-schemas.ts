/** The login and register forms' schemas (zod), with the spec's messages. */
import { z } from 'zod';

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** What the server is sent: the username and email trimmed, the passwords as typed. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});

export const registerSchema = z
  .object({
    username: z.string().trim().min(1, 'Username is required'),
    email: z.string().trim().min(1, 'Email is required'),
    password: z.string().min(1, 'Password is required'),
    password2: z.string().min(1, 'Confirm your password'),
    // Optional at registration; the first deposit asks for it otherwise (issue 22 §1).
    date_of_birth: z.string(),
  })
  .refine((values) => values.password === values.password2, { message: PASSWORDS_DONT_MATCH, path: ['password2'] });

export const forgotSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
});

/** A new password, as at registration: typed twice. */
export const newPasswordSchema = z
  .object({
    password: z.string().min(1, 'Password is required'),
    password2: z.string().min(1, 'Confirm your password'),
  })
  .refine((values) => values.password === values.password2, { message: PASSWORDS_DONT_MATCH, path: ['password2'] });

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, 'Enter your current password'),
    password: z.string().min(1, 'Password is required'),
    password2: z.string().min(1, 'Confirm your password'),
    end_other_sessions: z.boolean(),
  })
  .refine((values) => values.password === values.password2, { message: PASSWORDS_DONT_MATCH, path: ['password2'] });

export const changeEmailSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password'),
  email: z.string().trim().min(1, 'Email is required'),
});
