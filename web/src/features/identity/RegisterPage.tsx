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
import { useRegisterMutation } from '../../lib/api/identity';
import { AuthCard } from './AuthCard';
import { PASSWORDS_DONT_MATCH, registerSchema } from './auth-schemas';
import { visibilityToggleProps } from '../../lib/password-toggle';
import { useRedirectAfterAuth } from './use-redirect-after-auth';

const registerRoute = getRouteApi('/register');

export const REGISTER_SUCCESS = 'Account created successfully! Welcome!';
export const REGISTER_FAILED = 'Registration failed';

/** The server's rules (password-policy.ts), said before the first attempt rather than after a refusal. */
const PASSWORD_RULES =
  'At least 8 characters, not your username, not a common password: a few unrelated words are best.';

const INITIAL = { username: '', email: '', password: '', password2: '', date_of_birth: '' };

/**
 * A 403 is the one refusal registration gives that no field can fix: the email belongs to a player whose
 * self-exclusion or time-out is in force (issue 30). Its message points to Safer play, and so does a link.
 */
const isExclusionRefusal = (failure: unknown) => isApiError(failure) && failure.status === 403;

function registrationError(failure: unknown): string {
  // Field messages only come with a refusal (4xx); a server or network failure has none worth showing.
  if (isApiError(failure) && failure.status >= 400 && failure.status < 500) {
    return joinedBodyMessages(failure) ?? REGISTER_FAILED;
  }
  return REGISTER_FAILED;
}

export function RegisterPage() {
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
    refusal: registrationError,
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
      notifySuccess(REGISTER_SUCCESS);
      redirect();
    },
    onRefused: (failure) => setExcluded(isExclusionRefusal(failure)),
    // No request is sent when the passwords differ; the message shows under the confirmation and as a toast.
    onInvalid: (errors: FormErrors) => {
      if (errors.password2 === PASSWORDS_DONT_MATCH) notifyError(PASSWORDS_DONT_MATCH);
    },
  });

  // A mismatch is undone by changing either password.
  const passwordProps = form.getInputProps('password');
  const onPasswordChange = (event: ChangeEvent<HTMLInputElement>) => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Mantine types an input's onChange as any
    passwordProps.onChange(event);
    if (form.errors.password2 === PASSWORDS_DONT_MATCH) form.clearFieldError('password2');
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join Spockout and enter your first tournament."
      footer={
        <>
          Already have an account?{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/login" search={{ redirect: target }} />} fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} aria-label="Register form" data-testid="register-form">
        <Stack gap="md">
          <FormAlert message={error} data-testid="register-error">
            {excluded ? (
              <Anchor component={Link} to="/safer-play" fw={600} data-testid="register-safer-play">
                Go to Safer play
              </Anchor>
            ) : null}
          </FormAlert>
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            required
            withAsterisk={false}
            autoFocus
            {...form.getInputProps('username')}
            data-testid="register-username"
          />
          <TextInput
            label="Email"
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
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            withAsterisk={false}
            {...passwordProps}
            onChange={onPasswordChange}
            description={PASSWORD_RULES}
            data-testid="register-password"
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label="Confirm Password"
            name="password2"
            autoComplete="new-password"
            required
            withAsterisk={false}
            {...form.getInputProps('password2')}
            data-testid="register-password2"
          />
          <TextInput
            type="date"
            label="Date of birth (optional)"
            description="You must be 18 or over to play for money. We ask before your first deposit if you skip it."
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
            {mutation.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
