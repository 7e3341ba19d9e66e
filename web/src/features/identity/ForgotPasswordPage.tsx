import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { bodyDetail, joinedBodyMessages } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { FormAlert } from '../../components/FormAlert';
import { forgotPassword } from '../../lib/api/account';
import { AuthCard } from './AuthCard';
import { forgotSchema } from './auth-schemas';

export const FORGOT_FAILED = 'Could not send the link. Please try again.';

/** "Forgot password?": one answer whether an account uses the address or not (the server's words). */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: forgotPassword });
  const { form, onSubmit, error } = useServerForm({
    schema: forgotSchema,
    initialValues: { email: '' },
    mutation,
    variables: ({ email }) => email,
    // The page says it; no toast.
    refusal: (failure) => bodyDetail(failure) ?? joinedBodyMessages(failure) ?? FORGOT_FAILED,
    toast: 'never',
    onSuccess: (answer) => setSent(answer.detail),
  });

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
        <form onSubmit={onSubmit} aria-label="Forgot password form">
          <Stack gap="md">
            <FormAlert message={error} />
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
