import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage, fieldMessages } from '../../lib/errors';
import { confirmEmailChange, refreshSignedInUser, verifyEmail } from '../../lib/api/account';
import { LinkPageCard } from './LinkPageCard';
import { emailLinkQuery } from './email-link-query';
import { forgetLinkToken, linkToken } from './recovery-link';

interface EmailLinkPageProps {
  /** The link's kind, a key: the query's, which a change of language must leave alone. */
  kind: 'verify-email' | 'confirm-email';
  title: string;
  post: (token: string) => Promise<{ detail: string }>;
}

/**
 * A mailed link about the address (`/verify-email#token=...`, `/confirm-email#token=...`): the token is posted
 * once as the page opens, and the answer shown. Signed in or not: the link may open in another browser.
 */
function EmailLinkPage({ kind, title, post }: EmailLinkPageProps) {
  const { t } = useLingui();
  const [token] = useState(() => linkToken(window.location.hash));
  const queryClient = useQueryClient();
  useEffect(forgetLinkToken, []);
  const result = useQuery(emailLinkQuery(kind, token, post, () => refreshSignedInUser(queryClient)));
  const failure =
    token === null
      ? t`This link is invalid or has expired. Please ask for a new one.`
      : result.error
        ? (fieldMessages(result.error, 'token').at(0) ??
          fieldMessages(result.error, 'email').at(0) ??
          errorMessage(result.error))
        : null;

  return (
    <LinkPageCard title={title}>
      {failure ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          data-testid="email-link-error"
        >
          {failure}
        </Alert>
      ) : result.data ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          data-testid="email-link-done"
        >
          {result.data.detail}
        </Alert>
      ) : (
        <Stack align="center">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>
              <Trans>Checking the link...</Trans>
            </Text>
          </Group>
        </Stack>
      )}
    </LinkPageCard>
  );
}

export function VerifyEmailPage() {
  const { t } = useLingui();
  return <EmailLinkPage kind="verify-email" title={t`Verify your email address`} post={verifyEmail} />;
}

export function ConfirmEmailPage() {
  const { t } = useLingui();
  return <EmailLinkPage kind="confirm-email" title={t`Confirm your new email address`} post={confirmEmailChange} />;
}
