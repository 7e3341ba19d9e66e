import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { bodyDetail, bodyError } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { notifySuccess } from '../../lib/notify';
import { FormAlert } from '../../components/FormAlert';
import { needsSecondStep, useLoginMutation } from '../../lib/api/account-actions';
import { AuthCard } from './AuthCard';
import { MfaStep } from './MfaStep';
import { PasskeySignInButton } from './PasskeySignInButton';
import { loginSchema } from './auth-schemas';
import { visibilityToggleProps } from '../../lib/password-toggle';
import { useRedirectAfterAuth } from './use-redirect-after-auth';

const loginRoute = getRouteApi('/login');

export function LoginPage() {
  const { t } = useLingui();
  const [redirecting, setRedirecting] = useState(false);
  const mutation = useLoginMutation();
  const { redirect: target } = loginRoute.useSearch();
  const redirect = useRedirectAfterAuth(target);
  // Two-factor on: the password was right, and the second step asks for a code (kept in memory only).
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const signedIn = () => {
    setRedirecting(true);
    notifySuccess(t`Login successful! Welcome back!`);
    redirect();
  };

  const { form, onSubmit, error, setError } = useServerForm({
    schema: loginSchema,
    initialValues: { username: '', password: '' },
    mutation,
    canSubmit: () => !redirecting,
    refusal: (failure) => bodyError(failure) ?? bodyDetail(failure) ?? t`Login failed`,
    onSuccess: (answer) => {
      if (needsSecondStep(answer)) setMfaToken(answer.mfa_token);
      else signedIn();
    },
  });

  if (mfaToken) {
    return (
      <AuthCard
        title={t`Two-factor authentication`}
        subtitle={t`One more step to keep your account safe.`}
        footer={t`Lost your phone and your recovery codes? Contact support.`}
      >
        <MfaStep
          mfaToken={mfaToken}
          onSignedIn={signedIn}
          onRestart={() => {
            setMfaToken(null);
            form.setFieldValue('password', '');
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Sign in to Spockout`}
      subtitle={t`Welcome back! Enter your details to continue.`}
      footer={
        <Trans>
          No account yet?{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/register" search={{ redirect: target }} />} fw={600}>
            Create one
          </Anchor>
        </Trans>
      }
    >
      <form onSubmit={onSubmit} aria-label={t`Login form`} data-testid="login-form">
        <Stack gap="md">
          <FormAlert message={error} data-testid="login-error" />
          <TextInput
            label={t`Username`}
            name="username"
            autoComplete="username"
            required
            withAsterisk={false}
            autoFocus
            {...form.getInputProps('username')}
            data-testid="login-username"
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label={t`Password`}
            name="password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            {...form.getInputProps('password')}
            data-testid="login-password"
          />
          <Anchor
            component={Link}
            to="/forgot-password"
            size="sm"
            ta="right"
            mt={-8}
            data-testid="forgot-password-link"
          >
            <Trans>Forgot password?</Trans>
          </Anchor>
          <Button
            type="submit"
            fullWidth
            size="md"
            mt="xs"
            disabled={mutation.isPending || redirecting}
            leftSection={<IconLogin2 size={18} aria-hidden />}
            data-testid="login-submit"
          >
            {mutation.isPending ? <Trans>Signing in...</Trans> : <Trans>Sign In</Trans>}
          </Button>
          <PasskeySignInButton disabled={mutation.isPending || redirecting} onSignedIn={signedIn} onFailed={setError} />
        </Stack>
      </form>
    </AuthCard>
  );
}
