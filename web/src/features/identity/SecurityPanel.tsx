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
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import layout from '../../components/Layout.module.css';
import { useWithProof } from '../../components/reauth/reauth-context';
import { bodyDetail, bodyError, errorMessage, fieldMessages } from '../../lib/errors';
import { isReauthCancelled } from '../../lib/reauth';
import { serverFieldErrors, useSchemaForm } from '../../lib/form';
import { notifyError, notifySuccess } from '../../lib/notify';
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
  const initial = { current_password: '', password: '', password2: '', end_other_sessions: true };
  const form = useSchemaForm(changePasswordSchema, initial);
  const [error, setError] = useState<string | null>(null);
  const mutation = useChangePassword();
  const withProof = useWithProof();

  const onSubmit = (input: typeof initial) => {
    if (mutation.isPending) return;
    setError(null);
    // The current password in the form is the proof; the dialog shows only should the server ask for more.
    void withProof(() => mutation.mutateAsync(input)).then(
      (answer) => {
        notifySuccess(answer.detail);
        form.reset();
      },
      (failure: unknown) => {
        if (isReauthCancelled(failure)) return;
        const message = formLevelMessage(failure, PASSWORD_FIELDS);
        setError(message);
        if (message) notifyError(message);
        form.setErrors(serverFieldErrors(failure, PASSWORD_FIELDS));
      },
    );
  };

  return (
    <Card component="section" aria-labelledby="change-password-title">
      <form onSubmit={form.onSubmit(onSubmit)} aria-label="Change password form">
        <Stack gap="sm">
          <Title order={3} size="h4" id="change-password-title">
            Change password
          </Title>
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
              {error}
            </Alert>
          ) : null}
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label="Current password"
            autoComplete="current-password"
            withAsterisk={false}
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label="New password"
            autoComplete="new-password"
            withAsterisk={false}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk={false}
            {...form.getInputProps('password2')}
          />
          <Checkbox
            label="Sign out my other devices"
            {...form.getInputProps('end_other_sessions', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Change password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const EMAIL_FIELDS = ['current_password', 'email'] as const;

function ChangeEmailForm({ user }: { user: SessionUser }) {
  const initial = { current_password: '', email: '' };
  const form = useSchemaForm(changeEmailSchema, initial);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const mutation = useChangeEmail();
  const withProof = useWithProof();

  const onSubmit = (input: typeof initial) => {
    if (mutation.isPending) return;
    setError(null);
    setSent(null);
    // As for the password: the current password in the form is the proof.
    void withProof(() => mutation.mutateAsync(input)).then(
      (answer) => {
        setSent(answer.detail);
        form.reset();
      },
      (failure: unknown) => {
        if (isReauthCancelled(failure)) return;
        const message = formLevelMessage(failure, EMAIL_FIELDS);
        setError(message);
        if (message) notifyError(message);
        form.setErrors(serverFieldErrors(failure, EMAIL_FIELDS));
      },
    );
  };

  return (
    <Card component="section" aria-labelledby="change-email-title">
      <form onSubmit={form.onSubmit(onSubmit)} aria-label="Change email form">
        <Stack gap="sm">
          <Title order={3} size="h4" id="change-email-title">
            Email address
          </Title>
          <Group gap="xs">
            <Text size="sm">Status</Text>
            {user.email_verified ? (
              <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                Verified
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                Not verified
              </Badge>
            )}
          </Group>
          {sent ? (
            <Alert color="teal" variant="light">
              {sent}
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="New email address"
            type="email"
            autoComplete="email"
            withAsterisk={false}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            visibilityToggleButtonProps={visibilityToggleProps}
            label="Current password"
            autoComplete="current-password"
            withAsterisk={false}
            {...form.getInputProps('current_password')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending...' : 'Change email'}
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
        Security
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
