import { Trans } from '@lingui/react/macro';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHourglassHigh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  title: string;
  description?: ReactNode;
}

/** Placeholder for a page that is not built yet. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Card data-testid="coming-soon">
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconHourglassHigh size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            <Trans>Coming soon</Trans>
          </Title>
          <Text c="dimmed" maw={460}>
            {description ?? <Trans>This part of Spockout is being built. Check back shortly.</Trans>}
          </Text>
          <Button
            component={Link}
            to="/dashboard"
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            <Trans>Back to Dashboard</Trans>
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
