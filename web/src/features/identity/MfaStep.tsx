import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useState, type SyntheticEvent } from 'react';
import { bodyDetail, bodyError, fieldMessages } from '../../lib/errors';
import { notifyError } from '../../lib/notify';
import { useLoginMfaMutation } from '../../lib/api/identity';

const CODE_FAILED = 'That code did not work.';

/**
 * The second step of a sign-in with two-factor on: a code from the authenticator app, or one of the recovery
 * codes. A sign-in that expired (five minutes) or was refused goes back to the password step.
 */
export function MfaStep({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useLoginMfaMutation();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (mutation.isPending || !code.trim()) return;
    setError(null);
    mutation.mutate(
      { mfa_token: mfaToken, code: code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          const expired = fieldMessages(failure, 'mfa_token').at(0);
          const message =
            expired ?? fieldMessages(failure, 'code').at(0) ?? bodyDetail(failure) ?? bodyError(failure) ?? CODE_FAILED;
          setError(message);
          notifyError(message);
          setCode('');
          if (expired) onRestart();
        },
      },
    );
  };

  const label = recovery ? 'Recovery code' : 'Authentication code';
  return (
    <form onSubmit={onSubmit} aria-label="Two-factor sign-in form" data-testid="mfa-form">
      <Stack gap="md">
        <Text size="sm">
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </Text>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="mfa-error">
            {error}
          </Alert>
        ) : null}
        <TextInput
          key={label}
          label={label}
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 64 : 6}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          data-testid="mfa-code"
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          disabled={mutation.isPending}
          leftSection={<IconShieldLock size={18} aria-hidden />}
          data-testid="mfa-submit"
        >
          {mutation.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(null);
          }}
          data-testid="mfa-toggle-recovery"
        >
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onRestart}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
