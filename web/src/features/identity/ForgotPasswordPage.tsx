import { Trans, useLingui } from '@lingui/react/macro';
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

/** "Forgot password?": one answer whether an account uses the address or not (the server's words). */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: forgotPassword });
  const { form, onSubmit, error } = useServerForm({
    schema: forgotSchema,
    initialValues: { email: '' },
    mutation,
    variables: ({ email }) => email,
    // The page says it; no toast.
    refusal: (failure) =>
      bodyDetail(failure) ?? joinedBodyMessages(failure) ?? t`Could not send the link. Please try again.`,
    toast: 'never',
    onSuccess: (answer) => setSent(answer.detail),
  });

  return (
    <AuthCard
      title={t`Forgot your password?`}
      subtitle={t`Enter the email address of your account and we will mail you a link to choose a new password.`}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          <Trans>Back to sign in</Trans>
        </Anchor>
      }
    >
      {sent ? (
        <Alert color="teal" variant="light" icon={<IconMailForward size={18} aria-hidden />} data-testid="forgot-sent">
          {/* The server's sentence (already in the player's language), then ours. */}
          {sent} <Trans>The link works for 30 minutes.</Trans>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} aria-label={t`Forgot password form`}>
          <Stack gap="md">
            <FormAlert message={error} />
            <TextInput
              label={t`Email`}
              type="email"
              name="email"
              autoComplete="email"
              required
              withAsterisk={false}
              autoFocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth size="md" disabled={mutation.isPending}>
              {mutation.isPending ? <Trans>Sending...</Trans> : <Trans>Send reset link</Trans>}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
