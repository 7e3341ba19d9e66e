import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { FormAlert } from '../../../components/FormAlert';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Money } from '../../../components/Money';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { serverFieldErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { cancellationReasonLabel, paymentMethodLabel } from '../../../lib/withdrawal-options';
import { approvalStep } from './approval-step';
import { ApprovalNotice } from './ApprovalNotice';
import { useReviewMutation, type AdminWithdrawal, type ReviewAction } from './queries';
import { REVIEW_ACTIONS } from './review-actions';
import { RiskBadge, RiskSignalList } from './RiskSignals';
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

/**
 * The notes are optional; what is sent is trimmed. Whether a payout reference is needed is the server's call (it
 * knows whether this approval releases the money): its field message lands on the field.
 */
const reviewSchema = z.object({
  admin_notes: z.string().trim().max(1000),
  payout_reference: z.string().trim().max(200),
});

/** The server's own words when it refuses (400 {"error"}, 403/404 {"detail"}), else the catalogue message. */
export function reviewFailureMessage(error: unknown): string {
  return bodyError(error) ?? bodyDetail(error) ?? errorMessage(error);
}

const APPROVE_EFFECT: Record<'pay' | 'first' | 'own_first', MessageDescriptor | null> = {
  pay: msg`Send the payment to the details above, then record its reference: the held coins leave Spockout (withdrawal holds → cash out) and the player sees the reference.`,
  first: msg`Records your approval. The coins stay held until a second admin approves.`,
  own_first: null,
};

export function ReviewModal({ target, onClose }: ReviewModalProps) {
  const { t } = useLingui();
  const form = useSchemaForm(reviewSchema, { admin_notes: '', payout_reference: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState<ReviewTarget | null>(target);
  const mutation = useReviewMutation();
  const { reset: resetMutation } = mutation;
  const adminId = useCurrentUser()?.id;

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
  const approving = shown?.action === 'approve';
  const step = withdrawal && approving ? approvalStep(withdrawal, adminId) : null;
  // Asked for when this approval releases the money, or when the server says so (another admin approved first
  // while this dialog was open).
  const asksReference = step === 'pay' || form.errors.payout_reference !== undefined;
  const effect = approving && step ? APPROVE_EFFECT[step] : look?.effect;
  const userId = withdrawal?.user_id;
  const method = withdrawal ? paymentMethodLabel(withdrawal) : undefined;
  const requested = formatDateTime(withdrawal?.requested_at);
  const cancellationReason = withdrawal ? cancellationReasonLabel(withdrawal.cancellation_reason) : null;

  const onSubmit = ({ admin_notes, payout_reference }: z.output<typeof reviewSchema>) => {
    if (!target || mutation.isPending) return;
    setFailure(null);
    const action = REVIEW_ACTIONS[target.action];
    mutation.mutate(
      {
        id: target.withdrawal.id,
        action: target.action,
        admin_notes,
        ...(asksReference ? { payout_reference } : {}),
      },
      {
        onSuccess: (reviewed) => {
          const firstOfTwo = target.action === 'approve' && reviewed.status === 'PENDING';
          notifySuccess(
            firstOfTwo
              ? t`First approval recorded: a second admin must approve before the coins leave.`
              : t(action.success),
          );
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, ['admin_notes', 'payout_reference']);
          form.setErrors(fields);
          if (Object.keys(fields).length > 0) return;
          const message = reviewFailureMessage(error);
          setFailure(message);
          notifyError(message);
        },
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={look ? t(look.title) : ''}
      size={withdrawal?.risk_signals.length ? 'lg' : 'md'}
      classNames={{ content: classes.reviewContent, body: classes.reviewBody }}
    >
      {look && withdrawal ? (
        <form
          onSubmit={form.onSubmit(onSubmit)}
          noValidate
          aria-label={t(look.title)}
          className={classes.reviewForm}
          data-testid="review-form"
        >
          {/* The facts scroll; the decision below stays in view, however many signals there are. */}
          <section className={classes.reviewFacts} tabIndex={0} aria-label={t`The withdrawal and its risk signals`}>
            <Stack gap="md">
              <div className={classes.summary}>
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>
                    {withdrawal.username ? (
                      <bdi data-testid="review-user" data-user-content>
                        {withdrawal.username}
                      </bdi>
                    ) : (
                      <bdi data-testid="review-user">{t`User #${userId}`}</bdi>
                    )}
                  </Text>
                  <Group gap="xs">
                    <RiskBadge signals={withdrawal.risk_signals} />
                    <Money value={withdrawal.amount} fw={700} iconSize={16} />
                  </Group>
                </Group>
                <Text size="sm" c="dimmed">
                  <Trans>
                    {method} · requested {requested}
                  </Trans>
                </Text>
                <Text size="sm" className={classes.details} dir="auto" data-testid="review-details" data-user-content>
                  {withdrawal.payment_details}
                </Text>
                {withdrawal.cancellation_requested ? (
                  <Text size="sm" c="orange.8">
                    <Trans>Cancellation reason: {cancellationReason}</Trans>
                  </Text>
                ) : null}
              </div>
              {step ? <ApprovalNotice withdrawal={withdrawal} step={step} /> : null}
              <RiskSignalList signals={withdrawal.risk_signals} />
            </Stack>
          </section>
          <Stack gap="sm" className={classes.reviewDecision}>
            {effect ? (
              <Alert color={look.color} variant="light" icon={<IconInfoCircle size={18} aria-hidden />} py="xs">
                {t(effect)}
              </Alert>
            ) : null}
            <FormAlert message={failure} data-testid="review-error" />
            {asksReference ? (
              <TextInput
                label={t`Payout reference`}
                description={t`The PayPal, bank or chain transaction id of the payment. The player sees it.`}
                placeholder={t`e.g. 5TY05013RG002845M`}
                maxLength={200}
                withAsterisk
                autoComplete="off"
                {...form.getInputProps('payout_reference')}
                data-autofocus
                data-testid="review-reference"
              />
            ) : null}
            <Textarea
              label={t`Admin notes`}
              description={t`The player sees these notes with the request.`}
              placeholder={t`e.g. Paid to the PayPal account on file.`}
              autosize
              minRows={2}
              maxRows={4}
              maxLength={1000}
              {...form.getInputProps('admin_notes')}
              data-autofocus={asksReference ? undefined : true}
              data-testid="review-notes"
            />
            <div className={modal.actions}>
              <Button variant="default" onClick={close} disabled={mutation.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                type="submit"
                color={look.color}
                loading={mutation.isPending}
                disabled={step === 'own_first'}
                data-testid="review-confirm"
              >
                {t(look.title)}
              </Button>
            </div>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
