import { Button, List, Text, Textarea } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { z } from 'zod';
import { FormModal } from '../../../components/FormModal';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useChanged } from '../../../lib/use-changed';
import { useClearReviewHoldMutation, type ReviewHold } from './queries';

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
  const mutation = useClearReviewHoldMutation();
  const { reset: resetMutation } = mutation;
  const { form, onSubmit, error, pending, reset } = useServerForm({
    schema: clearSchema,
    initialValues: { note: '' },
    mutation,
    variables: ({ note }) => ({ id: userId, note }),
    refusal: (failure) => bodyError(failure) ?? bodyDetail(failure) ?? errorMessage(failure),
    success: `${username} may take deposits again`,
    onSuccess: onClose,
  });

  if (useChanged(opened) && opened) reset();
  useEffect(() => {
    if (opened) resetMutation();
  }, [opened, resetMutation]);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Clear the review hold of ${username}?`}
      label="Clear review hold"
      testId="clear-hold-form"
      errorTestId="clear-hold-error"
      onSubmit={onSubmit}
      pending={pending}
      error={error}
      intro={
        <>
          <Text size="sm">Clearing opens deposits and paid entries again. It was held because:</Text>
          <List size="sm" spacing={6}>
            {open.map((hold) => (
              <List.Item key={hold.id}>{hold.detail}</List.Item>
            ))}
          </List>
        </>
      }
      submit={
        <Button
          type="submit"
          color="teal"
          leftSection={<IconShieldCheck size={16} aria-hidden />}
          loading={pending}
          data-testid="clear-hold-confirm"
        >
          Clear hold
        </Button>
      }
    >
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
    </FormModal>
  );
}
