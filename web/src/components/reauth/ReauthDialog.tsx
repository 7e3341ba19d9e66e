import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Modal, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconFingerprint, IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { reauthenticate, reauthenticateWithPasskey, type ReauthenticateInput } from '../../lib/api/reauth';
import { serverFieldErrors, useSchemaForm } from '../../lib/forms/schema-form';
import { passkeyFailure } from '../../lib/passkey-errors';
import { visibilityToggleProps } from '../../lib/password-toggle';
import type { ProofAsked } from '../../lib/reauth';
import { useCurrentUser } from '../../lib/session';
import modal from '../Modal.module.css';
import { codeProofSchema, passwordProofSchema } from './proof-schemas';

type Method = 'password' | 'otp';
type Proof = ReauthenticateInput | 'passkey';

const FORM_ID = 'reauth-form';

/**
 * Asks the player, in place, to confirm it is them (issue 30 §1): the current password, a code from the
 * authenticator app (when two-factor is on), or a passkey. The proof lasts five minutes on this session; the
 * change that asked for it then carries on by itself.
 */
export function ReauthDialog({ asked, onDone }: { asked: ProofAsked; onDone: (proved: boolean) => void }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const hasCode = user?.two_factor_enabled ?? false;
  const [method, setMethod] = useState<Method>('password');
  const [failure, setFailure] = useState<string | null>(null);
  const passwordForm = useSchemaForm(passwordProofSchema, { current_password: '' });
  const codeForm = useSchemaForm(codeProofSchema, { otp: '' });
  const proof = useMutation({
    mutationFn: (given: Proof) => (given === 'passkey' ? reauthenticateWithPasskey() : reauthenticate(given)),
  });

  const give = (given: Proof) => {
    if (proof.isPending) return;
    setFailure(null);
    proof.mutate(given, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        const password = serverFieldErrors(error, ['current_password']);
        const code = serverFieldErrors(error, ['otp']);
        // A spent or wrong code is emptied first: a change of value clears the field's message.
        if (code.otp) codeForm.setFieldValue('otp', '');
        passwordForm.setErrors(password);
        codeForm.setErrors(code);
        if (!password.current_password && !code.otp) setFailure(passkeyFailure(error));
      },
    });
  };
  const cancel = () => {
    if (!proof.isPending) onDone(false);
  };

  return (
    <Modal opened onClose={cancel} title={t`Confirm it's you`}>
      <Stack gap="md" data-testid="reauth-dialog">
        {asked.code === 'factor_too_new' ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {asked.detail}
          </Alert>
        ) : (
          <Text size="sm">{asked.detail}</Text>
        )}
        {hasCode ? (
          <SegmentedControl
            fullWidth
            value={method}
            onChange={(value) => setMethod(value)}
            data={[
              { value: 'password', label: t`Password` },
              { value: 'otp', label: t`Authenticator code` },
            ]}
            aria-label={t`Confirm with`}
          />
        ) : null}
        {method === 'password' ? (
          <form
            id={FORM_ID}
            onSubmit={passwordForm.onSubmit((values) => give(values))}
            aria-label={t`Confirm it's you`}
          >
            <PasswordInput
              visibilityToggleButtonProps={visibilityToggleProps}
              label={t`Current password`}
              autoComplete="current-password"
              withAsterisk={false}
              data-autofocus
              {...passwordForm.getInputProps('current_password')}
            />
          </form>
        ) : (
          <form id={FORM_ID} onSubmit={codeForm.onSubmit((values) => give(values))} aria-label={t`Confirm it's you`}>
            <TextInput
              label={t`Code from your authenticator app`}
              description={t`Or one of your recovery codes.`}
              autoComplete="one-time-code"
              maxLength={64}
              withAsterisk={false}
              data-autofocus
              {...codeForm.getInputProps('otp')}
            />
          </form>
        )}
        {failure ? (
          <Alert color="red" variant="light" data-testid="reauth-error">
            {failure}
          </Alert>
        ) : null}
        <Divider label={t`or`} labelPosition="center" />
        <Button
          variant="default"
          leftSection={<IconFingerprint size={16} aria-hidden />}
          onClick={() => give('passkey')}
          disabled={proof.isPending}
        >
          <Trans>Use a passkey</Trans>
        </Button>
        <div className={modal.actions}>
          <Button variant="default" onClick={cancel} disabled={proof.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            loading={proof.isPending}
            leftSection={<IconShieldCheck size={16} aria-hidden />}
          >
            <Trans>Confirm</Trans>
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}
