import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite" data-testid="page-loader">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden />
        <Text c="dimmed" size="sm">
          {label ?? <Trans>Loading...</Trans>}
        </Text>
      </Stack>
    </Center>
  );
}
