import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The admin panel's page for an admin who has not set up two-factor yet: the reason, and the way there. */
export function AdminTwoFactorRequired() {
  return (
    <Center py="xl">
      <Card maw={520} w="100%" padding="xl" role="alert" data-testid="admin-two-factor-required">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="yellow" variant="light">
            <IconShieldLock size={34} aria-hidden />
          </ThemeIcon>
          <Badge color="yellow" variant="light" size="lg" radius="sm">
            <Trans>403 · Two-factor required</Trans>
          </Badge>
          {/* The words of the server's 403 (the page is chosen by its code), in the admin's language. */}
          <Title order={1} size="h2">
            <Trans>Set up two-factor authentication to use the admin panel.</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              The admin panel moves real money, so it needs a code from an authenticator app on top of your password.
            </Trans>
          </Text>
          <Button
            component={Link}
            to="/profile"
            hash="two-factor"
            leftSection={<IconShieldLock size={16} aria-hidden />}
          >
            <Trans>Set up two-factor authentication</Trans>
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
