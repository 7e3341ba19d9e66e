import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Image,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle, IconCopy, IconDownload, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { useWithProof } from '../../components/reauth/use-with-proof';
import { bodyDetail, bodyError, errorMessage, fieldMessages } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { isReauthCancelled } from '../../lib/reauth';
import type { SessionUser } from '../../lib/session';
import {
  useConfirmTotp,
  useDisableTwoFactor,
  useRenewRecoveryCodes,
  useStartTotpSetup,
} from '../../lib/api/two-factor';

/** The words of a refusal: the code field's, else the body's. */
function refusal(failure: unknown): string {
  return fieldMessages(failure, 'code').at(0) ?? bodyError(failure) ?? bodyDetail(failure) ?? errorMessage(failure);
}

/** The code as typed, trimmed; an empty one is simply not sent. */
const codeSchema = z.object({ code: z.string().transform((code) => code.trim()) });

/** A code field and its button, for confirming a set-up or turning two-factor off. */
function CodeForm({
  label,
  submit,
  pending,
  onSubmit: send,
  color,
}: {
  label: string;
  submit: string;
  pending: boolean;
  onSubmit: (code: string) => Promise<unknown>;
  color?: string;
}) {
  const { form, onSubmit } = useServerForm({
    schema: codeSchema,
    initialValues: { code: '' },
    mutation: { isPending: pending, mutateAsync: send },
    variables: ({ code }) => code,
    canSubmit: ({ code }) => code !== '',
    // One field: the refusal's words show under it, and the field is emptied for the next try.
    refusal,
    show: 'code',
    onRefused: () => form.setFieldValue('code', ''),
  });
  return (
    <form onSubmit={onSubmit} aria-label={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          autoComplete="one-time-code"
          maxLength={64}
          {...form.getInputProps('code')}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit" loading={pending} color={color}>
          {submit}
        </Button>
      </Group>
    </form>
  );
}

/** The ten recovery codes, shown once: to copy or download, and a button to say they are saved. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const heading = t`Spockout recovery codes`;
  const note = t`Each code signs you in once.`;
  const text = [heading, '', ...codes, '', note, ''].join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'spockout-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
        <Trans>
          Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown
          only now.
        </Trans>
      </Alert>
      {/* The codes are random letters, not words (user content to the pseudo-locale sweep). */}
      <List spacing={2} ff="monospace" listStyleType="none" aria-label={t`Recovery codes`} data-user-content>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          <Trans>Download</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I saved them</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Two-factor sign-in on the Security section (issue 21 §3): set up an authenticator from a QR code (or the
 * secret typed in), confirm it with a first code, keep the recovery codes, make new ones; or turn it off with a
 * code. Each change asks for proof that it is the player, in place, when the server wants it (issue 30 §1).
 */
export function TwoFactorPanel({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const setup = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const withProof = useWithProof();
  const [codes, setCodes] = useState<string[] | null>(null);
  const pending = setup.data && !user.two_factor_enabled ? setup.data : null;
  const secret = pending?.secret;
  const onFailure = (failure: unknown) => {
    if (!isReauthCancelled(failure)) notifyError(refusal(failure));
  };

  const start = () => void withProof(() => setup.mutateAsync()).catch(onFailure);
  const renewCodes = () =>
    void withProof(() => renew.mutateAsync()).then((answer) => {
      setCodes(answer.recovery_codes);
      notifySuccess(t`New recovery codes are ready. The old ones no longer work.`);
    }, onFailure);

  return (
    <Card component="section" aria-labelledby="two-factor-title" id="two-factor" data-testid="two-factor-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id="two-factor-title">
            <Trans>Two-factor authentication</Trans>
          </Title>
          <Badge color={user.two_factor_enabled ? 'teal' : 'gray'} variant="light" data-testid="two-factor-status">
            {user.two_factor_enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
          </Badge>
        </Group>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : user.two_factor_enabled ? (
          <>
            <Text size="sm">
              <Trans>
                Signing in and withdrawing ask for a code from your authenticator app. To turn it off, enter a current
                code or a recovery code.
              </Trans>
            </Text>
            <div>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={renew.isPending}
                onClick={renewCodes}
              >
                <Trans>New recovery codes</Trans>
              </Button>
            </div>
            <CodeForm
              label={t`Code to turn off`}
              submit={t`Turn off`}
              color="red"
              pending={disable.isPending}
              onSubmit={async (code) => {
                const answer = await disable.mutateAsync(code);
                notifySuccess(answer.detail);
              }}
            />
          </>
        ) : pending ? (
          <>
            <Text size="sm">
              <Trans>
                Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy...), or type the
                secret in. Then enter the 6-digit code it shows.
              </Trans>
            </Text>
            <Image
              src={`data:image/svg+xml;utf8,${encodeURIComponent(pending.qr_svg)}`}
              alt={t`QR code to scan with your authenticator app`}
              w={200}
              h={200}
              data-testid="totp-qr"
            />
            <Text size="sm">
              <Trans>
                Secret:{' '}
                <Text span ff="monospace" fw={600} data-testid="totp-secret" data-user-content>
                  {secret}
                </Text>
              </Trans>
            </Text>
            <CodeForm
              label={t`Authentication code`}
              submit={t`Turn on`}
              pending={confirm.isPending}
              onSubmit={async (code) => {
                const answer = await withProof(() => confirm.mutateAsync(code));
                setCodes(answer.recovery_codes);
                notifySuccess(t`Two-factor authentication is on.`);
              }}
            />
          </>
        ) : (
          <>
            <Text size="sm">
              <Trans>
                Protect your coins with a second step at sign-in: a code from an authenticator app on your phone.
              </Trans>
            </Text>
            <div>
              <Button
                leftSection={<IconShieldCheck size={16} aria-hidden />}
                loading={setup.isPending}
                onClick={start}
                data-testid="two-factor-setup"
              >
                <Trans>Set up two-factor authentication</Trans>
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}
