import { Alert, Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { AuthCodeInput } from '../../../components/AuthCodeInput';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { serverFieldErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChanged } from '../../../lib/use-changed';
import { useSetRoleMutation, type AdminUser } from './queries';
import modal from '../../../components/Modal.module.css';

interface RoleModalProps {
  user: AdminUser;
  opened: boolean;
  onClose: () => void;
}

const roleSchema = z.object({
  otp: z.string().trim().min(1, 'Enter the code from your authenticator app to confirm.').max(64),
});

/**
 * Grants or revokes the admin role (issue 30 §3). The acting admin confirms with their own authenticator code, as a
 * withdrawal does: a stolen session alone makes nobody an admin.
 */
export function RoleModal({ user, opened, onClose }: RoleModalProps) {
  const mutation = useSetRoleMutation();
  const { reset } = mutation;
  const form = useSchemaForm(roleSchema, { otp: '' });
  const [failure, setFailure] = useState<string | null>(null);
  // What the dialog offers is fixed when it opens, so it does not flip while the answer arrives.
  const [granting, setGranting] = useState(user.role !== 'ADMIN');

  if (useChanged(opened) && opened) {
    setGranting(user.role !== 'ADMIN');
    setFailure(null);
    form.reset();
  }
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const onSubmit = ({ otp }: z.output<typeof roleSchema>) => {
    if (mutation.isPending) return;
    setFailure(null);
    mutation.mutate(
      { id: user.id, admin: granting, otp },
      {
        onSuccess: () => {
          notifySuccess(granting ? `${user.username} is now an admin` : `${user.username} is no longer an admin`);
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, ['otp']);
          form.setErrors(fields);
          if (Object.keys(fields).length > 0) return;
          const message = bodyError(error) ?? bodyDetail(error) ?? errorMessage(error);
          setFailure(message);
          notifyError(message);
        },
      },
    );
  };

  const title = granting ? `Make ${user.username} an admin?` : `Remove ${user.username}'s admin role?`;
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={title} data-testid="role-dialog">
        <Stack gap="md">
          {granting ? (
            <List size="sm" spacing={6}>
              <List.Item>They can review withdrawals, read the event log and manage users, as you can.</List.Item>
              <List.Item>Their sessions end now: the role counts from their next sign-in.</List.Item>
              <List.Item>They set up two-factor sign-in before any admin page opens for them.</List.Item>
            </List>
          ) : (
            <List size="sm" spacing={6}>
              <List.Item>They lose the admin pages at once: their sessions end now.</List.Item>
              <List.Item>They keep their account, wallet and games as a player.</List.Item>
            </List>
          )}
          <Text size="xs" c="dimmed">
            The change is recorded in the event log under your name.
          </Text>
          {failure ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              data-testid="role-error"
            >
              {failure}
            </Alert>
          ) : null}
          <AuthCodeInput
            label="Your authentication code"
            {...form.getInputProps('otp')}
            data-autofocus
            data-testid="role-otp"
          />
          <div className={modal.actions}>
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={granting ? 'grape' : 'red'}
              leftSection={
                granting ? <IconShieldCheck size={16} aria-hidden /> : <IconShieldOff size={16} aria-hidden />
              }
              loading={mutation.isPending}
              data-testid="role-confirm"
            >
              {granting ? 'Make admin' : 'Remove admin role'}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
