import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFingerprint, IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWithProof } from '../../components/reauth/reauth-context';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { passkeysQueryOptions, useAddPasskey, useRemovePasskey, type Passkey } from '../../lib/api/security';
import { isReauthCancelled } from '../../lib/reauth';
import { passkeyFailure } from '../../lib/passkey-errors';

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const remove = useRemovePasskey();
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
            <Text fw={600}>{passkey.name}</Text>
            {passkey.suspended_at ? (
              <Badge color="yellow" variant="light" title="Suspended by a password reset: keep it from the mail">
                Suspended
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            Added {formatDateTime(passkey.created_at)}
            {passkey.last_used_at ? ` · last used ${formatDateTime(passkey.last_used_at)}` : ' · never used'}
          </Text>
        </Stack>
      </Group>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        loading={remove.isPending}
        onClick={onRemove}
        aria-label={`Remove passkey ${passkey.name}`}
      >
        Remove
      </Button>
    </Group>
  );
}

/** The Security section's passkeys: a sign-in with no password, on this device or a phone. */
export function PasskeysPanel() {
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
        notifySuccess(`Passkey "${passkey.name}" added. You can now sign in with it.`);
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
          Passkeys
        </Title>
        <Text size="sm" c="dimmed">
          Sign in with your fingerprint, face or screen lock instead of your password. A passkey is both factors: no
          code is asked for.
        </Text>
        {error ? (
          <Alert color="red" variant="light" data-testid="passkey-error">
            {error}
          </Alert>
        ) : null}
        {passkeys.isPending ? <Loader size="sm" aria-label="Loading passkeys" /> : null}
        {passkeys.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(passkeys.error)}
          </Alert>
        ) : null}
        {passkeys.data?.results.length === 0 ? (
          <Text size="sm" data-testid="no-passkeys">
            No passkeys yet.
          </Text>
        ) : null}
        {passkeys.data?.results.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} />
        ))}
        <Group align="end">
          <TextInput
            label="Passkey name (optional)"
            placeholder="Work laptop"
            maxLength={64}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button leftSection={<IconFingerprint size={16} aria-hidden />} loading={add.isPending} onClick={onAdd}>
            Add a passkey
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
