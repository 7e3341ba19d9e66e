import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { rootRoute } from './__root';

/**
 * The public pages of a player's email and password: "Forgot password?", and the pages mailed links open.
 * A link's one-time token is in the fragment (`#token=...`), read by the page, never in the search.
 */
export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: lazyPage(() => import('../features/identity/ForgotPasswordPage'), 'ForgotPasswordPage'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  component: lazyPage(() => import('../features/identity/ResetPasswordPage'), 'ResetPasswordPage'),
});

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  component: lazyPage(() => import('../features/identity/EmailLinkPage'), 'VerifyEmailPage'),
});

export const confirmEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-email',
  component: lazyPage(() => import('../features/identity/EmailLinkPage'), 'ConfirmEmailPage'),
});

/** The link a password reset mails for each passkey or authenticator it suspended (issue 30 §1). */
export const keepSignInMethodRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/keep-sign-in-method',
  component: lazyPage(() => import('../features/identity/KeepFactorPage'), 'KeepFactorPage'),
});
