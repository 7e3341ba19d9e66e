import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Money } from '../../../components/Money';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { serverFieldErrors, useSchemaForm } from '../../../lib/form';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { cancellationReasonLabel } from '../../../lib/withdrawal-options';
import { useReviewMutation, type AdminWithdrawal, type ReviewAction } from './queries';
import { REVIEW_ACTIONS } from './review-actions';
import { RiskSignalList } from './RiskSignals';
import modal from '../../../components/Modal.module.css';
import classes from './AdminWithdrawals.module.css';
import { useChanged } from '../../../lib/use-changed';

export interface ReviewTarget {
  withdrawal: AdminWithdrawal;
  action: ReviewAction;
}

interface ReviewModalProps {
  target: ReviewTarget | null;
  onClose: () => void;
}

/** The notes are optional; what is sent is trimmed. */
const reviewSchema = z.object({ admin_notes: z.string().trim().max(1000) });

/** The server's own words when it refuses (400 {"error"}, 403/404 {"detail"}), else the catalogue message. */
export function reviewFailureMessage(error: unknown): string {
  return bodyError(error) ?? bodyDetail(error) ?? errorMessage(error);
}

export function ReviewModal({ target, onClose }: ReviewModalProps) {
  const form = useSchemaForm(reviewSchema, { admin_notes: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState<ReviewTarget | null>(target);
  const mutation = useReviewMutation();
  const { reset: resetMutation } = mutation;

  if (useChanged(target) && target) {
    setShown(target);
    form.reset();
    setFailure(null);
  }
  useEffect(() => {
    if (target) resetMutation();
  }, [target, resetMutation]);

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const look = shown ? REVIEW_ACTIONS[shown.action] : null;
  const withdrawal = shown?.withdrawal;

  const onSubmit = ({ admin_notes }: z.output<typeof reviewSchema>) => {
    if (!target || mutation.isPending) return;
    setFailure(null);
    const action = REVIEW_ACTIONS[target.action];
    mutation.mutate(
      { id: target.withdrawal.id, action: target.action, admin_notes },
      {
        onSuccess: () => {
          notifySuccess(action.success);
          onClose();
        },
        onError: (error) => {
          const message = reviewFailureMessage(error);
          setFailure(message);
          notifyError(message);
          form.setErrors(serverFieldErrors(error, ['admin_notes']));
        },
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={look?.title ?? ''}
      centered
      size={withdrawal?.risk_signals.length ? 'lg' : 'md'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ title: modal.title }}
    >
      {look && withdrawal ? (
        <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={look.title} data-testid="review-form">
          <Stack gap="md">
            <div className={classes.summary}>
              <Group justify="space-between" gap="xs">
                <Text fw={700}>
                  <bdi data-testid="review-user">{withdrawal.username ?? `User #${withdrawal.user_id}`}</bdi>
                </Text>
                <Money value={withdrawal.amount} fw={700} iconSize={16} />
              </Group>
              <Text size="sm" c="dimmed">
                {withdrawal.payment_method_display} · requested {formatDateTime(withdrawal.requested_at)}
              </Text>
              <Text size="sm" className={classes.details} dir="auto" data-testid="review-details">
                {withdrawal.payment_details}
              </Text>
              {withdrawal.cancellation_requested ? (
                <Text size="sm" c="orange.8">
                  Cancellation reason:{' '}
                  {withdrawal.cancellation_reason_display ?? cancellationReasonLabel(withdrawal.cancellation_reason)}
                </Text>
              ) : null}
            </div>
            <RiskSignalList signals={withdrawal.risk_signals} />
            <Alert color={look.color} variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {look.effect}
            </Alert>
            {failure ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden />}
                data-testid="review-error"
              >
                {failure}
              </Alert>
            ) : null}
            <Textarea
              label="Admin notes"
              description="The player sees these notes with the request."
              placeholder="e.g. Paid to the PayPal account on file."
              autosize
              minRows={3}
              maxRows={8}
              maxLength={1000}
              {...form.getInputProps('admin_notes')}
              data-autofocus
              data-testid="review-notes"
            />
            <div className={modal.actions}>
              <Button variant="default" onClick={close} disabled={mutation.isPending}>
                Cancel
              </Button>
              <Button type="submit" color={look.color} loading={mutation.isPending} data-testid="review-confirm">
                {look.title}
              </Button>
            </div>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
