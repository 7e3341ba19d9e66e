import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite" data-testid="page-loader">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
