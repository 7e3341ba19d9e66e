import { Trans } from '@lingui/react/macro';
import { Button, Card, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

interface LoadErrorCardProps {
  /** The feature's message ("Failed to load tournaments. Please try again."). */
  message: string;
  title?: string;
  /** A "not found" look (search icon, no retry) instead of a failure. */
  notFound?: boolean;
  back?: { to: '/tournaments' | '/dashboard' | '/leaderboard'; label: string };
  onRetry?: () => void;
  'data-testid'?: string;
}

/** A page that could not load: what happened, a way back, and a retry when retrying can help. */
export function LoadErrorCard({ message, title, notFound = false, back, onRetry, ...rest }: LoadErrorCardProps) {
  const Icon = notFound ? IconSearchOff : IconAlertTriangle;
  return (
    <Center py="xl">
      <Card maw={520} w="100%" role="alert" data-testid={rest['data-testid'] ?? 'load-error'}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color={notFound ? 'gray' : 'red'} variant="light">
            <Icon size={30} aria-hidden />
          </ThemeIcon>
          {title ? (
            <Title order={1} size="h3">
              {title}
            </Title>
          ) : null}
          <Text c={title ? 'dimmed' : undefined} fw={title ? undefined : 600}>
            {message}
          </Text>
          <Group justify="center">
            {back ? (
              <Button
                component={Link}
                to={back.to}
                variant={onRetry ? 'default' : 'filled'}
                leftSection={<IconArrowLeft size={16} aria-hidden />}
              >
                {back.label}
              </Button>
            ) : null}
            {onRetry ? (
              <Button onClick={onRetry} leftSection={<IconRefresh size={16} aria-hidden />}>
                <Trans>Try again</Trans>
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
