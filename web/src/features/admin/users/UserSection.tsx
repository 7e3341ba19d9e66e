import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import tables from '../../../components/Tables.module.css';

interface SectionProps {
  id: string;
  title: string;
  count: number;
  hint?: string;
  children: ReactNode;
}

/** One list of the admin user page: a card with its title, count and hint. */
export function UserSection({ id, title, count, hint, children }: SectionProps) {
  return (
    <Card padding={0} component="section" aria-labelledby={id} data-testid={id}>
      <div className={tables.sectionHeader}>
        <Title order={2} size="h4" id={id}>
          {title}{' '}
          <Text span c="dimmed" fw={500} size="sm">
            ({count})
          </Text>
        </Title>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </div>
      {children}
    </Card>
  );
}
