import { Badge, Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export const FORBIDDEN_MESSAGE = "You don't have permission to view this page";

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
            403 · Forbidden
          </Badge>
          <Title order={1} size="h2">
            {FORBIDDEN_MESSAGE}
          </Title>
          <Text c="dimmed">
            The admin panel is only open to Spockout administrators. If you think you should have access, ask an
            administrator.
          </Text>
          <Button component={Link} to="/dashboard" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Back to Dashboard
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
