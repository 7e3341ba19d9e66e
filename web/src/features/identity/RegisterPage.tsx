import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { isApiError, joinedBodyMessages } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRegisterMutation } from '../../lib/api/identity';
import { AuthCard } from './AuthCard';
import { visibilityToggleProps } from './password-toggle';
import { useRedirectAfterAuth } from './use-redirect-after-auth';

export const REGISTER_SUCCESS = 'Account created successfully! Welcome!';
export const REGISTER_FAILED = 'Registration failed';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

function registrationError(failure: unknown): string {
  // Field messages only come with a refusal (4xx); a server or network failure has none worth showing.
  if (isApiError(failure) && failure.status >= 400 && failure.status < 500) {
    return joinedBodyMessages(failure) ?? REGISTER_FAILED;
  }
  return REGISTER_FAILED;
}

export function RegisterPage() {
  const [form, setForm] = useState({ username: '', email: '', password: '', password2: '' });
  const [mismatch, setMismatch] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const mutation = useRegisterMutation();
  const redirect = useRedirectAfterAuth();

  const update = (field: keyof typeof form) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
    if (field === 'password' || field === 'password2') setMismatch(false);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || redirecting) return;
    setError(null);
    if (form.password !== form.password2) {
      setMismatch(true);
      notifyError(PASSWORDS_DONT_MATCH);
      return;
    }
    mutation.mutate(
      { username: form.username.trim(), email: form.email.trim(), password: form.password, password2: form.password2 },
      {
        onSuccess: () => {
          setRedirecting(true);
          notifySuccess(REGISTER_SUCCESS);
          redirect();
        },
        onError: (failure) => {
          const message = registrationError(failure);
          setError(message);
          notifyError(message);
        },
      },
    );
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join Spockout and enter your first tournament."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} aria-label="Register form" data-testid="register-form">
        <Stack gap="md">
          {error ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              data-testid="register-error"
            >
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            required
            withAsterisk={false}
            autoFocus
            value={form.username}
            onChange={update('username')}
            data-testid="register-username"
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            value={form.email}
            onChange={update('email')}
            data-testid="register-email"
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            withAsterisk={false}
            value={form.password}
            onChange={update('password')}
            data-testid="register-password"
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label="Confirm Password"
            name="password2"
            autoComplete="new-password"
            required
            withAsterisk={false}
            value={form.password2}
            onChange={update('password2')}
            error={mismatch ? PASSWORDS_DONT_MATCH : undefined}
            data-testid="register-password2"
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
