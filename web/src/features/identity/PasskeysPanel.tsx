import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconFingerprint, IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWithProof } from '../../components/reauth/use-with-proof';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { passkeysQueryOptions, useAddPasskey, useRemovePasskey, type Passkey } from '../../lib/api/security';
import { isReauthCancelled } from '../../lib/reauth';
import { passkeyFailure } from '../../lib/passkey-errors';

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useLingui();
  const remove = useRemovePasskey();
  const name = passkey.name;
  const added = formatDateTime(passkey.created_at);
  const lastUsed = passkey.last_used_at ? formatDateTime(passkey.last_used_at) : null;
  const withProof = useWithProof();
  // mutateAsync: the removed passkey's row leaves the list, unmounting this row, whose mutate callbacks would be dropped.
  const onRemove = () =>
    void withProof(() => remove.mutateAsync(passkey.id)).then(
      (answer) => notifySuccess(answer.detail),
      (failure: unknown) => {
        if (!isReauthCancelled(failure)) notifyError(passkeyFailure(failure));
      },
    );
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="passkey-row">
      <Group gap="sm" wrap="nowrap">
        <IconKey size={20} aria-hidden />
        <Stack gap={0}>
          <Group gap="xs">
            <Text fw={600} data-user-content>
              {name}
            </Text>
            {passkey.suspended_at ? (
              <Badge color="yellow" variant="light" title={t`Suspended by a password reset: keep it from the mail`}>
                <Trans>Suspended</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {lastUsed ? (
              <Trans>
                Added {added} · last used {lastUsed}
              </Trans>
            ) : (
              <Trans>Added {added} · never used</Trans>
            )}
          </Text>
        </Stack>
      </Group>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        loading={remove.isPending}
        onClick={onRemove}
        aria-label={t`Remove passkey ${name}`}
      >
        <Trans>Remove</Trans>
      </Button>
    </Group>
  );
}

/** The Security section's passkeys: a sign-in with no password, on this device or a phone. */
export function PasskeysPanel() {
  const { t } = useLingui();
  const passkeys = useQuery(passkeysQueryOptions());
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const withProof = useWithProof();
  const onAdd = () => {
    if (add.isPending) return;
    setError(null);
    void withProof(() => add.mutateAsync(name)).then(
      (passkey) => {
        setName('');
        const added = passkey.name;
        notifySuccess(t`Passkey "${added}" added. You can now sign in with it.`);
      },
      (failure: unknown) => {
        if (isReauthCancelled(failure)) return;
        const message = passkeyFailure(failure);
        setError(message);
        notifyError(message);
      },
    );
  };

  return (
    <Card component="section" aria-labelledby="passkeys-title" data-testid="passkeys-panel">
      <Stack gap="sm">
        <Title order={3} size="h4" id="passkeys-title">
          <Trans>Passkeys</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Sign in with your fingerprint, face or screen lock instead of your password. A passkey is both factors: no
            code is asked for.
          </Trans>
        </Text>
        {error ? (
          <Alert color="red" variant="light" data-testid="passkey-error">
            {error}
          </Alert>
        ) : null}
        {passkeys.isPending ? <Loader size="sm" aria-label={t`Loading passkeys`} /> : null}
        {passkeys.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(passkeys.error)}
          </Alert>
        ) : null}
        {passkeys.data?.results.length === 0 ? (
          <Text size="sm" data-testid="no-passkeys">
            <Trans>No passkeys yet.</Trans>
          </Text>
        ) : null}
        {passkeys.data?.results.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} />
        ))}
        <Group align="end">
          <TextInput
            label={t`Passkey name (optional)`}
            placeholder={t`Work laptop`}
            maxLength={64}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button leftSection={<IconFingerprint size={16} aria-hidden />} loading={add.isPending} onClick={onAdd}>
            <Trans>Add a passkey</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
