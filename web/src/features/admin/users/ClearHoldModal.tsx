import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Text, Textarea } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { z } from 'zod';
import { FormModal } from '../../../components/FormModal';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useChanged } from '../../../lib/use-changed';
import { useClearReviewHoldMutation, type ReviewHold } from './queries';

/** What the admin checked, kept in the log: required, trimmed, as the server takes it; worded when checked. */
const clearSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, { error: () => i18n._(msg`Say what you checked.`) })
    .max(500, { error: () => i18n._(msg`At most 500 characters.`) }),
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
  const { t } = useLingui();
  const mutation = useClearReviewHoldMutation();
  const { reset: resetMutation } = mutation;
  const { form, onSubmit, error, pending, reset } = useServerForm({
    schema: clearSchema,
    initialValues: { note: '' },
    mutation,
    variables: ({ note }) => ({ id: userId, note }),
    refusal: (failure) => bodyError(failure) ?? bodyDetail(failure) ?? errorMessage(failure),
    success: t`${username} may take deposits again`,
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
      title={t`Clear the review hold of ${username}?`}
      label={t`Clear review hold`}
      testId="clear-hold-form"
      errorTestId="clear-hold-error"
      onSubmit={onSubmit}
      pending={pending}
      error={error}
      intro={
        <>
          <Text size="sm">
            <Trans>Clearing opens deposits and paid entries again. It was held because:</Trans>
          </Text>
          <List size="sm" spacing={6}>
            {open.map((hold) => (
              <List.Item key={hold.id}>
                <span data-server-text>{hold.detail}</span>
              </List.Item>
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
          <Trans>Clear hold</Trans>
        </Button>
      }
    >
      <Textarea
        label={t`What you checked`}
        description={t`Kept in the event log with your name.`}
        placeholder={t`e.g. Passport seen: a different person from the excluded account.`}
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
