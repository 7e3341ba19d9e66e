import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { bodyDetail, joinedBodyMessages } from '../../lib/errors';
import { serverFieldErrors, useSchemaForm } from '../../lib/forms/schema-form';
import { forgotPassword } from '../../lib/api/account';
import { AuthCard } from './AuthCard';
import { forgotSchema } from './auth-schemas';

export const FORGOT_FAILED = 'Could not send the link. Please try again.';

/** "Forgot password?": one answer whether an account uses the address or not (the server's words). */
export function ForgotPasswordPage() {
  const form = useSchemaForm(forgotSchema, { email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: forgotPassword });

  const onSubmit = ({ email }: { email: string }) => {
    if (mutation.isPending) return;
    setError(null);
    mutation.mutate(email, {
      onSuccess: (answer) => setSent(answer.detail),
      onError: (failure) => {
        setError(bodyDetail(failure) ?? joinedBodyMessages(failure) ?? FORGOT_FAILED);
        form.setErrors(serverFieldErrors(failure, ['email']));
      },
    });
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will mail you a link to choose a new password."
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          Back to sign in
        </Anchor>
      }
    >
      {sent ? (
        <Alert color="teal" variant="light" icon={<IconMailForward size={18} aria-hidden />} data-testid="forgot-sent">
          {sent} The link works for 30 minutes.
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit(onSubmit)} aria-label="Forgot password form">
          <Stack gap="md">
            {error ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
                {error}
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              withAsterisk={false}
              autoFocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth size="md" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
