import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { BrandMark } from '../../components/BrandMark';
import { loadSignedInTopBar } from '../../components/TopBar';

interface AuthCardProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card that frames the login and register forms. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  // A sign-in is what these forms are for: the top bar's signed-in items are fetched while the player types.
  useEffect(() => {
    // A failure here is the bar's to show when it draws, and it asks again then.
    loadSignedInTopBar().catch(() => undefined);
  }, []);
  return (
    <Center>
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <BrandMark />
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          </Stack>
          {children}
          <Text size="sm" ta="center" c="dimmed">
            {footer}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
