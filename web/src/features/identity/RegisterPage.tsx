import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState, type ChangeEvent } from 'react';
import type { FormErrors } from '@mantine/form';
import { isApiError, joinedBodyMessages } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { notifications } from '@mantine/notifications';
import { notifyError, notifySuccess } from '../../lib/notify';
import { FormAlert } from '../../components/FormAlert';
import { useRegisterMutation } from '../../lib/api/account-actions';
import { AuthCard } from './AuthCard';
import { passwordsDontMatch, registerSchema } from './auth-schemas';
import { visibilityToggleProps } from '../../lib/password-toggle';
import { useRedirectAfterAuth } from './use-redirect-after-auth';

const registerRoute = getRouteApi('/register');

const INITIAL = { username: '', email: '', password: '', password2: '', date_of_birth: '' };

/**
 * A 403 is the one refusal registration gives that no field can fix: the email belongs to a player whose
 * self-exclusion or time-out is in force (issue 30). Its message points to Safer play, and so does a link.
 */
const isExclusionRefusal = (failure: unknown) => isApiError(failure) && failure.status === 403;

function registrationError(failure: unknown, failed: string): string {
  // Field messages only come with a refusal (4xx); a server or network failure has none worth showing.
  if (isApiError(failure) && failure.status >= 400 && failure.status < 500) {
    return joinedBodyMessages(failure) ?? failed;
  }
  return failed;
}

export function RegisterPage() {
  const { t } = useLingui();
  const [excluded, setExcluded] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const mutation = useRegisterMutation();
  const { redirect: target } = registerRoute.useSearch();
  const redirect = useRedirectAfterAuth(target);

  const { form, onSubmit, error } = useServerForm({
    schema: registerSchema,
    initialValues: INITIAL,
    mutation,
    variables: ({ date_of_birth: dateOfBirth, ...account }: typeof INITIAL) =>
      dateOfBirth ? { ...account, date_of_birth: dateOfBirth } : account,
    canSubmit: () => !redirecting,
    refusal: (failure) => registrationError(failure, t`Registration failed`),
    // Each field's own messages, all of them, show under it (its only place on the page: issue 34 §2). The spec's
    // toast says it all, and only a refusal no field can show (an exclusion, a server failure) takes the alert, so
    // nothing is said three times.
    allFieldMessages: true,
    show: 'alertUnlessOnFields',
    toast: 'always',
    onSuccess: () => {
      setRedirecting(true);
      // The earlier attempts' error toasts would follow the player onto the dashboard: they are answered now.
      notifications.clean();
      notifySuccess(t`Account created successfully! Welcome!`);
      redirect();
    },
    onRefused: (failure) => setExcluded(isExclusionRefusal(failure)),
    // No request is sent when the passwords differ; the message shows under the confirmation and as a toast.
    onInvalid: (errors: FormErrors) => {
      if (errors.password2 === passwordsDontMatch()) notifyError(passwordsDontMatch());
    },
  });

  // A mismatch is undone by changing either password.
  const passwordProps = form.getInputProps('password');
  const onPasswordChange = (event: ChangeEvent<HTMLInputElement>) => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Mantine types an input's onChange as any
    passwordProps.onChange(event);
    if (form.errors.password2 === passwordsDontMatch()) form.clearFieldError('password2');
  };

  return (
    <AuthCard
      title={t`Create your account`}
      subtitle={t`Join Spockout and enter your first tournament.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/login" search={{ redirect: target }} />} fw={600}>
            Sign in
          </Anchor>
        </Trans>
      }
    >
      <form onSubmit={onSubmit} aria-label={t`Register form`} data-testid="register-form">
        <Stack gap="md">
          <FormAlert message={error} data-testid="register-error">
            {excluded ? (
              <Anchor component={Link} to="/safer-play" fw={600} data-testid="register-safer-play">
                <Trans>Go to Safer play</Trans>
              </Anchor>
            ) : null}
          </FormAlert>
          <TextInput
            label={t`Username`}
            name="username"
            autoComplete="username"
            required
            withAsterisk={false}
            autoFocus
            {...form.getInputProps('username')}
            data-testid="register-username"
          />
          <TextInput
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            {...form.getInputProps('email')}
            data-testid="register-email"
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label={t`Password`}
            name="password"
            autoComplete="new-password"
            required
            withAsterisk={false}
            {...passwordProps}
            onChange={onPasswordChange}
            // The server's rules (password-policy.ts), said before the first attempt rather than after a refusal.
            description={t`At least 8 characters, not your username, not a common password: a few unrelated words are best.`}
            data-testid="register-password"
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label={t`Confirm Password`}
            name="password2"
            autoComplete="new-password"
            required
            withAsterisk={false}
            {...form.getInputProps('password2')}
            data-testid="register-password2"
          />
          <TextInput
            type="date"
            label={t`Date of birth (optional)`}
            description={t`You must be 18 or over to play for money. We ask before your first deposit if you skip it.`}
            name="date_of_birth"
            autoComplete="bday"
            {...form.getInputProps('date_of_birth')}
            data-testid="register-date-of-birth"
          />
          <Button
            type="submit"
            fullWidth
            size="md"
            mt="xs"
            disabled={mutation.isPending || redirecting}
            leftSection={<IconUserPlus size={18} aria-hidden />}
            data-testid="register-submit"
          >
            {mutation.isPending ? <Trans>Creating account...</Trans> : <Trans>Create Account</Trans>}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
