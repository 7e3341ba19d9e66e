import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/BrandMark';

interface AuthCardProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card that frames the login and register forms. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
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
