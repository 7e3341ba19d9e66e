import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { FormAlert } from '../../components/FormAlert';
import { bodyDetail, bodyError, fieldMessages } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { useLoginMfaMutation } from '../../lib/api/account-actions';

/** The code as typed, trimmed; an empty one is simply not sent. */
const codeSchema = z.object({ code: z.string().transform((code) => code.trim()) });

/** The words of a refused code: the sign-in's expiry first (it sends the player back), else the code's. */
function codeRefusal(failure: unknown, failed: string): string {
  return (
    fieldMessages(failure, 'mfa_token').at(0) ??
    fieldMessages(failure, 'code').at(0) ??
    bodyDetail(failure) ??
    bodyError(failure) ??
    failed
  );
}

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
  const { t } = useLingui();
  const [recovery, setRecovery] = useState(false);
  const mutation = useLoginMfaMutation();
  const { form, onSubmit, setError, error } = useServerForm({
    schema: codeSchema,
    initialValues: { code: '' },
    mutation,
    variables: ({ code }) => ({ mfa_token: mfaToken, code }),
    canSubmit: ({ code }) => code !== '',
    refusal: (failure) => codeRefusal(failure, t`That code did not work.`),
    // The code's message shows in the alert: the field is emptied for the next try.
    fields: [],
    onSuccess: onSignedIn,
    onRefused: (failure) => {
      form.setFieldValue('code', '');
      if (fieldMessages(failure, 'mfa_token').length > 0) onRestart();
    },
  });

  const label = recovery ? t`Recovery code` : t`Authentication code`;
  return (
    <form onSubmit={onSubmit} aria-label={t`Two-factor sign-in form`} data-testid="mfa-form">
      <Stack gap="md">
        <Text size="sm">
          {recovery ? (
            <Trans>
              Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.
            </Trans>
          ) : (
            <Trans>Enter the 6-digit code from your authenticator app.</Trans>
          )}
        </Text>
        <FormAlert message={error} data-testid="mfa-error" />
        <TextInput
          key={label}
          label={label}
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 64 : 6}
          autoFocus
          {...form.getInputProps('code')}
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
          {mutation.isPending ? <Trans>Verifying...</Trans> : <Trans>Verify</Trans>}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setRecovery(!recovery);
            form.setFieldValue('code', '');
            setError(null);
          }}
          data-testid="mfa-toggle-recovery"
        >
          {recovery ? <Trans>Use the authenticator app</Trans> : <Trans>Use a recovery code</Trans>}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onRestart}>
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
