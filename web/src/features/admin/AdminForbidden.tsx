import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The 403 page of the admin panel. */
export function AdminForbidden() {
  return (
    <Center py="xl">
      <Card maw={520} w="100%" padding="xl" role="alert" data-testid="admin-forbidden">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconLock size={34} aria-hidden />
          </ThemeIcon>
          <Badge color="red" variant="light" size="lg" radius="sm">
            <Trans>403 · Forbidden</Trans>
          </Badge>
          <Title order={1} size="h2">
            <Trans>You don't have permission to view this page</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              The admin panel is only open to Spockout administrators. If you think you should have access, ask an
              administrator.
            </Trans>
          </Text>
          <Button component={Link} to="/dashboard" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            <Trans>Back to Dashboard</Trans>
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
