import { Trans } from '@lingui/react/macro';
import { Button, Card, Center, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { unexpectedErrorTitle } from '../lib/errors';

/** The error boundary of every route. Links are plain anchors so it works even if the router itself failed. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof Error ? error.message : String(error);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Center py="xl" px="md">
      <Card maw={560} w="100%" role="alert" data-testid="error-boundary">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {unexpectedErrorTitle()}
          </Title>
          <Text c="dimmed">
            <Trans>Something went wrong while showing this page.</Trans>
          </Text>
          {message ? (
            <Code block w="100%" ta="left">
              {message}
            </Code>
          ) : null}
          <Group justify="center">
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
            <Button component="a" href="/" variant="default" leftSection={<IconHome size={16} aria-hidden />}>
              <Trans>Go to Home</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
