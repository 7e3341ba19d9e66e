import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { bodyDetail, errorMessage, isApiError } from '../../lib/errors';
import { AdminAccessDenied } from './access';
import { AdminForbidden } from './AdminForbidden';
import { ADMIN_CODE_REQUIRED, AdminCodeRequired } from './AdminCodeRequired';
import { ADMIN_TWO_FACTOR_REQUIRED, AdminTwoFactorRequired } from './AdminTwoFactorRequired';

/**
 * The admin routes' error component: the 403 page for non-admins, the set-up page for admins without two-factor,
 * the code page for an admin signed in with a passkey alone; else the load failure with a retry.
 */
export function AdminRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  if (isApiError(error) && error.status === 403 && bodyDetail(error) === ADMIN_TWO_FACTOR_REQUIRED) {
    return <AdminTwoFactorRequired />;
  }
  // A passkey's sign-in: a code steps the session up, and the page loads again (issue 30 §1).
  if (
    isApiError(error) &&
    error.status === 403 &&
    (error.body as { code?: unknown } | null)?.code === ADMIN_CODE_REQUIRED
  ) {
    return <AdminCodeRequired detail={bodyDetail(error) ?? ''} onDone={retry} />;
  }
  if (error instanceof AdminAccessDenied || (isApiError(error) && error.status === 403)) return <AdminForbidden />;

  return (
    <Stack gap="md" data-testid="admin-load-error">
      <Alert
        color="red"
        variant="light"
        title="Could not load this page"
        icon={<IconAlertTriangle size={18} aria-hidden />}
      >
        {isApiError(error) || !(error instanceof Error) ? errorMessage(error) : error.message}
      </Alert>
      <div>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry}>
          Try again
        </Button>
      </div>
    </Stack>
  );
}
