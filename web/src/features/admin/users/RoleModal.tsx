import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { AuthCodeInput } from '../../../components/AuthCodeInput';
import { FormModal } from '../../../components/FormModal';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useChanged } from '../../../lib/use-changed';
import { useSetRoleMutation, type AdminUser } from './queries';

interface RoleModalProps {
  user: AdminUser;
  opened: boolean;
  onClose: () => void;
}

const roleSchema = z.object({
  // Worded when the form checks it, in the language of that moment.
  otp: z
    .string()
    .trim()
    .min(1, { error: () => i18n._(msg`Enter the code from your authenticator app to confirm.`) })
    .max(64),
});

/**
 * Grants or revokes the admin role (issue 30 §3). The acting admin confirms with their own authenticator code, as a
 * withdrawal does: a stolen session alone makes nobody an admin.
 */
export function RoleModal({ user, opened, onClose }: RoleModalProps) {
  const { t } = useLingui();
  const username = user.username;
  const mutation = useSetRoleMutation();
  const { reset: resetMutation } = mutation;
  // What the dialog offers is fixed when it opens, so it does not flip while the answer arrives.
  const [granting, setGranting] = useState(user.role !== 'ADMIN');
  const { form, onSubmit, error, pending, reset } = useServerForm({
    schema: roleSchema,
    initialValues: { otp: '' },
    mutation,
    variables: ({ otp }) => ({ id: user.id, admin: granting, otp }),
    // A wrong code shows under the code, and nothing else is said.
    refusal: (failure) => bodyError(failure) ?? bodyDetail(failure) ?? errorMessage(failure),
    show: 'alertUnlessOnFields',
    success: granting ? t`${username} is now an admin` : t`${username} is no longer an admin`,
    onSuccess: onClose,
  });

  if (useChanged(opened) && opened) {
    setGranting(user.role !== 'ADMIN');
    reset();
  }
  useEffect(() => {
    if (opened) resetMutation();
  }, [opened, resetMutation]);

  const title = granting ? t`Make ${username} an admin?` : t`Remove ${username}'s admin role?`;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      label={title}
      testId="role-dialog"
      errorTestId="role-error"
      onSubmit={onSubmit}
      pending={pending}
      error={error}
      intro={
        <>
          {granting ? (
            <List size="sm" spacing={6}>
              <List.Item>
                <Trans>They can review withdrawals, read the event log and manage users, as you can.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Their sessions end now: the role counts from their next sign-in.</Trans>
              </List.Item>
              <List.Item>
                <Trans>They set up two-factor sign-in before any admin page opens for them.</Trans>
              </List.Item>
            </List>
          ) : (
            <List size="sm" spacing={6}>
              <List.Item>
                <Trans>They lose the admin pages at once: their sessions end now.</Trans>
              </List.Item>
              <List.Item>
                <Trans>They keep their account, wallet and games as a player.</Trans>
              </List.Item>
            </List>
          )}
          <Text size="xs" c="dimmed">
            <Trans>The change is recorded in the event log under your name.</Trans>
          </Text>
        </>
      }
      submit={
        <Button
          type="submit"
          color={granting ? 'grape' : 'red'}
          leftSection={granting ? <IconShieldCheck size={16} aria-hidden /> : <IconShieldOff size={16} aria-hidden />}
          loading={pending}
          data-testid="role-confirm"
        >
          {granting ? <Trans>Make admin</Trans> : <Trans>Remove admin role</Trans>}
        </Button>
      }
    >
      <AuthCodeInput
        label={t`Your authentication code`}
        {...form.getInputProps('otp')}
        data-autofocus
        data-testid="role-otp"
      />
    </FormModal>
  );
}
