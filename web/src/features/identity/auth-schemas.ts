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
  })
  .refine((values) => values.password === values.password2, { message: PASSWORDS_DONT_MATCH, path: ['password2'] });
