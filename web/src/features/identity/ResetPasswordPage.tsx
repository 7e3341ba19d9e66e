import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { bodyDetail, errorMessage, fieldMessages } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { notifySuccess } from '../../lib/notify';
import { clearSession } from '../../lib/session';
import { resetPassword } from '../../lib/api/account';
import { AuthCard } from './AuthCard';
import { newPasswordSchema } from './auth-schemas';
import { visibilityToggleProps } from '../../lib/password-toggle';
import { forgetLinkToken, linkToken } from './recovery-link';

/** The page a reset mail links to (`/reset-password#token=...`): a new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const [token] = useState(() => linkToken(window.location.hash));
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: resetPassword });
  useEffect(forgetLinkToken, []);
  const { form, onSubmit, error } = useServerForm({
    schema: newPasswordSchema,
    initialValues: { password: '', password2: '' },
    mutation,
    variables: (input) => ({ token: token ?? '', ...input }),
    canSubmit: () => token !== null,
    // A refused link says so above; the fields' messages show under them alone. The page says it; no toast.
    refusal: (failure) => {
      const onToken = fieldMessages(failure, 'token').at(0);
      const onFields = ['password', 'password2'].some((field) => fieldMessages(failure, field).length > 0);
      return onToken ?? (onFields ? null : (bodyDetail(failure) ?? errorMessage(failure)));
    },
    fields: ['password', 'password2'],
    toast: 'never',
    onSuccess: (answer) => {
      // Every session of the account has just ended, this browser's too.
      clearSession();
      notifySuccess(answer.detail);
      void navigate({ to: '/login' });
    },
  });

  return (
    <AuthCard
      title={t`Choose a new password`}
      subtitle={t`Every device signed in to your account will be signed out.`}
      footer={
        <Anchor component={Link} to="/forgot-password" fw={600}>
          <Trans>Ask for a new link</Trans>
        </Anchor>
      }
    >
      <form onSubmit={onSubmit} aria-label={t`Reset password form`}>
        <Stack gap="md">
          <FormAlert
            message={token ? error : t`This link is invalid or has expired. Please ask for a new one.`}
            data-testid="reset-error"
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label={t`New password`}
            name="password"
            autoComplete="new-password"
            required
            withAsterisk={false}
            disabled={!token}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label={t`Confirm new password`}
            name="password2"
            autoComplete="new-password"
            required
            withAsterisk={false}
            disabled={!token}
            {...form.getInputProps('password2')}
          />
          <Button type="submit" fullWidth size="md" disabled={!token || mutation.isPending}>
            {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Set new password</Trans>}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
