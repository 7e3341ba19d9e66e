import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconBan, IconLockOpen } from '@tabler/icons-react';
import { FormAlert } from '../../../components/FormAlert';
import { useEffect, useState } from 'react';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetBlockedMutation, type AdminUser } from './queries';
import modal from '../../../components/Modal.module.css';
import { useChanged } from '../../../lib/use-changed';

interface BlockUserModalProps {
  user: AdminUser;
  opened: boolean;
  onClose: () => void;
}

/** The server's own words when it refuses (400 {"error"}, 404 {"detail"}), else the catalogue message. */
function failureMessage(error: unknown): string {
  return bodyError(error) ?? bodyDetail(error) ?? errorMessage(error);
}

/** Confirms blocking (or unblocking) a user and says what it does before it happens. */
export function BlockUserModal({ user, opened, onClose }: BlockUserModalProps) {
  const { t } = useLingui();
  const username = user.username;
  const mutation = useSetBlockedMutation();
  const { reset } = mutation;
  const [failure, setFailure] = useState<string | null>(null);
  // What the dialog offers is fixed when it opens, so it does not flip while the answer arrives.
  const [blocking, setBlocking] = useState(!user.is_blocked);

  // Only when the dialog opens: the answer flips `is_blocked` while it is still shown.
  if (useChanged(opened) && opened) {
    setBlocking(!user.is_blocked);
    setFailure(null);
  }
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const confirm = () => {
    if (mutation.isPending) return;
    setFailure(null);
    mutation.mutate(
      { id: user.id, blocked: blocking },
      {
        onSuccess: () => {
          notifySuccess(blocking ? t`${username} has been blocked` : t`${username} has been unblocked`);
          onClose();
        },
        onError: (error) => {
          const message = failureMessage(error);
          setFailure(message);
          notifyError(message);
        },
      },
    );
  };

  const title = blocking ? t`Block ${username}?` : t`Unblock ${username}?`;
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <Stack gap="md" data-testid="block-dialog">
        {blocking ? (
          <>
            <Text size="sm">
              <Trans>Blocking takes effect at once:</Trans>
            </Text>
            <List size="sm" spacing={6}>
              <List.Item>
                <Trans>Their sessions end immediately: their next request sends them to the login page.</Trans>
              </List.Item>
              <List.Item>
                <Trans>They can't log in, join tournaments or play until you unblock them.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Moves they owe in matches already running time out as usual.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Their wallet and withdrawal requests are left as they are.</Trans>
              </List.Item>
            </List>
          </>
        ) : (
          <Text size="sm">
            <Trans>
              <bdi data-user-content>{username}</bdi> can log in again, join tournaments and play. Sessions the block
              ended stay ended: they sign in afresh.
            </Trans>
          </Text>
        )}
        <FormAlert message={failure} data-testid="block-error" />
        <div className={modal.actions}>
          <Button variant="default" onClick={close} disabled={mutation.isPending} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color={blocking ? 'red' : 'teal'}
            leftSection={blocking ? <IconBan size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />}
            onClick={confirm}
            loading={mutation.isPending}
            data-testid="block-confirm"
          >
            {blocking ? <Trans>Block user</Trans> : <Trans>Unblock user</Trans>}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}
