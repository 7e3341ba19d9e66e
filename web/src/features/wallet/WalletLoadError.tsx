import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh, IconWalletOff } from '@tabler/icons-react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { WALLET_MESSAGES } from '../../lib/withdrawal-options';

/** The wallet route's error component: its data could not be loaded. */
export function WalletLoadError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Wallet</Trans>
      </Title>
      <Card role="alert" data-testid="wallet-load-error">
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconWalletOff size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{WALLET_MESSAGES.loadFailed}</Text>
          <Group justify="center">
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
            <Button
              component={Link}
              to="/dashboard"
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              <Trans>Back to Dashboard</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
