import { Alert, Button, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { serverFieldErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChanged } from '../../../lib/use-changed';
import { useClearReviewHoldMutation, type ReviewHold } from './queries';
import modal from '../../../components/Modal.module.css';

/** What the admin checked, kept in the log: required, trimmed, as the server takes it. */
const clearSchema = z.object({
  note: z.string().trim().min(1, 'Say what you checked.').max(500, 'At most 500 characters.'),
});

interface ClearHoldModalProps {
  userId: number;
  username: string;
  open: ReviewHold[];
  opened: boolean;
  onClose: () => void;
}

/** Confirms clearing a review hold, with the reasons again and the note the event log keeps. */
export function ClearHoldModal({ userId, username, open, opened, onClose }: ClearHoldModalProps) {
  const form = useSchemaForm(clearSchema, { note: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useClearReviewHoldMutation();
  const { reset } = mutation;

  if (useChanged(opened) && opened) {
    form.reset();
    setFailure(null);
  }
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const onSubmit = ({ note }: z.output<typeof clearSchema>) => {
    if (mutation.isPending) return;
    setFailure(null);
    mutation.mutate(
      { id: userId, note },
      {
        onSuccess: () => {
          notifySuccess(`${username} may take deposits again`);
          onClose();
        },
        onError: (error) => {
          const message = bodyError(error) ?? bodyDetail(error) ?? errorMessage(error);
          setFailure(message);
          notifyError(message);
          form.setErrors(serverFieldErrors(error, ['note']));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={`Clear the review hold of ${username}?`}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Clear review hold" data-testid="clear-hold-form">
        <Stack gap="md">
          <Text size="sm">Clearing opens deposits and paid entries again. It was held because:</Text>
          <List size="sm" spacing={6}>
            {open.map((hold) => (
              <List.Item key={hold.id}>{hold.detail}</List.Item>
            ))}
          </List>
          {failure ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              data-testid="clear-hold-error"
            >
              {failure}
            </Alert>
          ) : null}
          <Textarea
            label="What you checked"
            description="Kept in the event log with your name."
            placeholder="e.g. Passport seen: a different person from the excluded account."
            autosize
            minRows={2}
            maxRows={6}
            maxLength={500}
            {...form.getInputProps('note')}
            data-autofocus
            data-testid="clear-hold-note"
          />
          <div className={modal.actions}>
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="teal"
              leftSection={<IconShieldCheck size={16} aria-hidden />}
              loading={mutation.isPending}
              data-testid="clear-hold-confirm"
            >
              Clear hold
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
