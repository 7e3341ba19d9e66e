import { Trans } from '@lingui/react/macro';
import { Button, Modal, Stack } from '@mantine/core';
import type { ReactNode, SubmitEventHandler } from 'react';
import { FormAlert } from './FormAlert';
import modal from './Modal.module.css';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The form's accessible name. */
  label: string;
  /** The form's and its alert's data-testid. */
  testId: string;
  errorTestId: string;
  /** useServerForm's onSubmit, pending and error. */
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  pending: boolean;
  error: string | null;
  /** What the dialog says above the alert: what the action does. */
  intro: ReactNode;
  /** The fields, under the alert. */
  children: ReactNode;
  /** The confirming button (type="submit"; Cancel comes before it). */
  submit: ReactNode;
}

/**
 * A dialog that is one form (the admin's confirmations): what it does, the refusal's alert, the fields, then
 * Cancel and the confirming button. It does not close while its call is on the way.
 */
export function FormModal(props: FormModalProps) {
  const { opened, onClose, title, label, testId, errorTestId, onSubmit, pending, error } = props;
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <form onSubmit={onSubmit} noValidate aria-label={label} data-testid={testId}>
        <Stack gap="md">
          {props.intro}
          <FormAlert message={error} data-testid={errorTestId} />
          {props.children}
          <div className={modal.actions}>
            <Button variant="default" onClick={close} disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
            {props.submit}
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
