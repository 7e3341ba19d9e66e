import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { bodyDetail, bodyError } from '../lib/errors';
import { notifyError, notifySuccess } from '../lib/notify';
import { useCurrentUser } from '../lib/session';
import { useResendVerification } from '../lib/api/account';

/** Shown on every signed-in page until the player's address is verified: a withdrawal needs it. */
export function VerifyEmailBanner() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const resend = useResendVerification();
  // The match page keeps its one screen for the move; the banner is on every other page.
  const onMatch = useLocation({ select: (location) => location.pathname.startsWith('/match/') });
  if (!user || user.email_verified || onMatch) return null;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => notifySuccess(answer.detail),
      onError: (failure) => notifyError(bodyDetail(failure) ?? bodyError(failure) ?? failure.message),
    });

  return (
    <Alert
      color="yellow"
      variant="light"
      mb="lg"
      icon={<IconMailExclamation size={18} aria-hidden />}
      title={t`Verify your email address`}
      data-testid="verify-email-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <Trans>We mailed you a link. Open it to verify your address: you need it to withdraw coins.</Trans>
        </Text>
        <Button size="xs" variant="light" color="yellow" onClick={onResend} loading={resend.isPending}>
          <Trans>Resend</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
