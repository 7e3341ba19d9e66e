import { Card, Group, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: Icon;
  color?: MantineColor;
  hint?: ReactNode;
  valueTestId?: string;
  'data-testid'?: string;
}

/** A labelled figure in a card (dashboard, profile). */
export function StatCard({
  label,
  value,
  icon: IconComponent,
  color = 'violet',
  hint,
  valueTestId,
  ...rest
}: StatCardProps) {
  return (
    <Card h="100%" data-testid={rest['data-testid']}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
            {label}
          </Text>
          <Text component="div" fz={28} fw={700} lh={1.2} data-testid={valueTestId}>
            {value}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          <IconComponent size={24} aria-hidden />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
