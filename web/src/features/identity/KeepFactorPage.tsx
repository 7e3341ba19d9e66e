import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { keepFactor } from '../../lib/api/account';
import { errorMessage, fieldMessages } from '../../lib/errors';
import { LinkPageCard } from './LinkPageCard';
import { forgetLinkToken, linkToken } from './recovery-link';

/**
 * The link a password reset mailed for a passkey or authenticator app it suspended (`/keep-sign-in-method#token=`,
 * issue 30 §1). Unlike the address links it does nothing on opening: keeping a method that is not the player's
 * would hand the account back to whoever added it, so the page says so and asks first.
 */
export function KeepFactorPage() {
  const { t } = useLingui();
  const [token] = useState(() => linkToken(window.location.hash));
  useEffect(forgetLinkToken, []);
  const keep = useMutation({ mutationFn: keepFactor });
  const failure =
    token === null
      ? t`This link is invalid or has expired. Please ask for a new one.`
      : keep.error
        ? (fieldMessages(keep.error, 'token').at(0) ?? errorMessage(keep.error))
        : null;

  return (
    <LinkPageCard title={t`Keep this sign-in method?`}>
      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="keep-error">
          {failure}
        </Alert>
      ) : keep.data ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="keep-done">
          {keep.data.detail}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Your password was reset, so the passkey or authenticator app named in the mail was suspended: it was added
              in the 7 days before the reset.
            </Trans>
          </Text>
          <List size="sm" spacing={6}>
            <List.Item>
              <Trans>If you added it yourself, keep it: it signs you in again at once.</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                If you do not know it, leave it suspended and close this page. Someone else added it; it stays unable to
                sign in.
              </Trans>
            </List.Item>
          </List>
          <Button
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            loading={keep.isPending}
            onClick={() => token && keep.mutate(token)}
          >
            <Trans>Keep it, it is mine</Trans>
          </Button>
        </Stack>
      )}
    </LinkPageCard>
  );
}
