import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { notifyError } from '../../lib/notify';
import { usePasskeyLoginMutation } from '../../lib/api/security';
import { passkeyFailure } from '../../lib/passkey-errors';

/**
 * "Sign in with a passkey": no username or password; the device offers the passkeys it holds for this site.
 * A passkey is both factors, so the session starts at once.
 */
export function PasskeySignInButton({
  disabled,
  onSignedIn,
  onFailed,
}: {
  disabled: boolean;
  onSignedIn: () => void;
  onFailed: (message: string) => void;
}) {
  const { t } = useLingui();
  const mutation = usePasskeyLoginMutation();
  const onClick = () => {
    if (mutation.isPending || disabled) return;
    mutation.mutate(undefined, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        const message = passkeyFailure(failure);
        onFailed(message);
        notifyError(message);
      },
    });
  };
  return (
    <>
      <Divider label={t`or`} labelPosition="center" />
      <Button
        variant="default"
        fullWidth
        size="md"
        leftSection={<IconFingerprint size={18} aria-hidden />}
        loading={mutation.isPending}
        disabled={disabled}
        onClick={onClick}
        data-testid="passkey-login"
      >
        <Trans>Sign in with a passkey</Trans>
      </Button>
    </>
  );
}
