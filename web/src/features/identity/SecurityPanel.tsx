import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import layout from '../../components/Layout.module.css';
import { useWithProof } from '../../components/reauth/use-with-proof';
import { bodyDetail, bodyError, errorMessage, fieldMessages } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { FormAlert } from '../../components/FormAlert';
import type { SessionUser } from '../../lib/session';
import { useChangeEmail, useChangePassword } from '../../lib/api/account';
import { changeEmailSchema, changePasswordSchema } from './auth-schemas';
import { visibilityToggleProps } from '../../lib/password-toggle';
import { TwoFactorPanel } from './TwoFactorPanel';
import { PasskeysPanel } from './PasskeysPanel';
import { SessionsPanel } from './SessionsPanel';

/** A refusal's words when it is not on a field of the form (those show on the field). */
function formLevelMessage(failure: unknown, fields: readonly string[]): string | null {
  if (fields.some((field) => fieldMessages(failure, field).length > 0)) return null;
  return bodyDetail(failure) ?? bodyError(failure) ?? errorMessage(failure);
}

const PASSWORD_FIELDS = ['current_password', 'password', 'password2'] as const;

function ChangePasswordForm() {
  const { t } = useLingui();
  const mutation = useChangePassword();
  const withProof = useWithProof();
  const { form, onSubmit, error } = useServerForm({
    schema: changePasswordSchema,
    initialValues: { current_password: '', password: '', password2: '', end_other_sessions: true },
    mutation,
    // The current password in the form is the proof; the dialog shows only should the server ask for more.
    wrap: withProof,
    fields: PASSWORD_FIELDS,
    refusal: (failure) => formLevelMessage(failure, PASSWORD_FIELDS),
    success: (answer) => answer.detail,
    onSuccess: () => form.reset(),
  });

  return (
    <Card component="section" aria-labelledby="change-password-title">
      <form onSubmit={onSubmit} aria-label={t`Change password form`}>
        <Stack gap="sm">
          <Title order={3} size="h4" id="change-password-title">
            <Trans>Change password</Trans>
          </Title>
          <FormAlert message={error} />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label={t`Current password`}
            autoComplete="current-password"
            withAsterisk={false}
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label={t`New password`}
            autoComplete="new-password"
            withAsterisk={false}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label={t`Confirm new password`}
            autoComplete="new-password"
            withAsterisk={false}
            {...form.getInputProps('password2')}
          />
          <Checkbox
            label={t`Sign out my other devices`}
            {...form.getInputProps('end_other_sessions', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Change password</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const EMAIL_FIELDS = ['current_password', 'email'] as const;

function ChangeEmailForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const mutation = useChangeEmail();
  const withProof = useWithProof();
  const { form, onSubmit, error } = useServerForm({
    schema: changeEmailSchema,
    initialValues: { current_password: '', email: '' },
    mutation,
    // As for the password: the current password in the form is the proof.
    wrap: withProof,
    onSend: () => setSent(null),
    fields: EMAIL_FIELDS,
    refusal: (failure) => formLevelMessage(failure, EMAIL_FIELDS),
    onSuccess: (answer) => {
      setSent(answer.detail);
      form.reset();
    },
  });

  return (
    <Card component="section" aria-labelledby="change-email-title">
      <form onSubmit={onSubmit} aria-label={t`Change email form`}>
        <Stack gap="sm">
          <Title order={3} size="h4" id="change-email-title">
            <Trans>Email address</Trans>
          </Title>
          <Group gap="xs">
            <Text size="sm">
              <Trans>Status</Trans>
            </Text>
            {user.email_verified ? (
              <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                <Trans>Verified</Trans>
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                <Trans>Not verified</Trans>
              </Badge>
            )}
          </Group>
          {sent ? (
            <Alert color="teal" variant="light">
              {sent}
            </Alert>
          ) : null}
          <FormAlert message={error} />
          <TextInput
            label={t`New email address`}
            type="email"
            autoComplete="email"
            withAsterisk={false}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label={t`Current password`}
            autoComplete="current-password"
            withAsterisk={false}
            {...form.getInputProps('current_password')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? <Trans>Sending...</Trans> : <Trans>Change email</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * The Profile page's Security section: the password and the address, each behind the current password; the
 * passkeys and the sessions.
 */
export function SecurityPanel({ user }: { user: SessionUser }) {
  return (
    <Stack gap="md" data-testid="security-panel">
      <Title order={2} size="h3">
        <Trans>Security</Trans>
      </Title>
      <div className={layout.twoColumns}>
        <ChangePasswordForm />
        <ChangeEmailForm user={user} />
      </div>
      <TwoFactorPanel user={user} />
      <div className={layout.twoColumns}>
        <PasskeysPanel />
        <SessionsPanel />
      </div>
    </Stack>
  );
}
