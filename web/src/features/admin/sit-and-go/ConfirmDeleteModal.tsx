import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { z } from 'zod';
import { FormModal } from '../../../components/FormModal';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useChanged } from '../../../lib/use-changed';
import { type SitAndGoTemplate, useDeleteTemplateMutation } from './queries';

interface ConfirmDeleteModalProps {
  /** The template to delete; null: the dialog is closed. */
  template: SitAndGoTemplate | null;
  onClose: () => void;
}

/** Confirms deleting a template, saying what happens to its open table. */
export function ConfirmDeleteModal({ template, onClose }: ConfirmDeleteModalProps) {
  const { t } = useLingui();
  const opened = template !== null;
  const name = template?.name;
  const mutation = useDeleteTemplateMutation();
  const { reset: resetMutation } = mutation;
  const { onSubmit, error, pending, reset } = useServerForm({
    schema: z.object({}),
    initialValues: {},
    mutation,
    variables: () => ({ id: template?.id ?? 0 }),
    refusal: (failure) => bodyError(failure) ?? bodyDetail(failure) ?? errorMessage(failure),
    success: template ? t`${name} deleted` : t`Deleted`,
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
      title={template ? t`Delete ${name}?` : t`Delete`}
      label={t`Delete house table`}
      testId="sit-and-go-delete-form"
      errorTestId="sit-and-go-delete-error"
      onSubmit={onSubmit}
      pending={pending}
      error={error}
      intro={
        <Text size="sm">
          <Trans>
            No new table of it opens. Its open table is cancelled if nobody sits at it; one with players stays until it
            fills or you cancel it. Its past tables keep their history.
          </Trans>
        </Text>
      }
      submit={
        <Button
          type="submit"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={pending}
          data-testid="sit-and-go-delete-confirm"
        >
          <Trans>Delete</Trans>
        </Button>
      }
    >
      {null}
    </FormModal>
  );
}
