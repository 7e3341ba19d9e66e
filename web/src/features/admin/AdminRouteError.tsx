import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { bodyDetail, errorMessage, isApiError } from '../../lib/errors';
import { adminRefusal } from './admin-refusal';
import { AdminForbidden } from './AdminForbidden';
import { AdminCodeRequired } from './AdminCodeRequired';
import { AdminTwoFactorRequired } from './AdminTwoFactorRequired';

/**
 * The admin routes' error component: the 403 page for non-admins, the set-up page for admins without two-factor,
 * the code page for an admin signed in with a passkey alone; else the load failure with a retry.
 */
export function AdminRouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  const refusal = adminRefusal(error);
  if (refusal === 'set_up_two_factor') return <AdminTwoFactorRequired />;
  // A passkey's sign-in: a code steps the session up, and the page loads again (issue 30 §1).
  if (refusal === 'code_required') return <AdminCodeRequired detail={bodyDetail(error) ?? ''} onDone={retry} />;
  if (refusal === 'forbidden') return <AdminForbidden />;

  return (
    <Stack gap="md" data-testid="admin-load-error">
      <Alert
        color="red"
        variant="light"
        title={t`Could not load this page`}
        icon={<IconAlertTriangle size={18} aria-hidden />}
      >
        {isApiError(error) || !(error instanceof Error) ? errorMessage(error) : error.message}
      </Alert>
      <div>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </Stack>
  );
}
