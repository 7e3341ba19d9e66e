import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  /** The refusal's words; nothing is drawn without them. */
  message: string | null | undefined;
  /** What follows the words, e.g. a link to where the refusal can be undone. */
  children?: ReactNode;
  'data-testid'?: string;
}

/** A form's refusal, above its fields: one red alert for every form (useServerForm gives its words). */
export function FormAlert({ message, children, 'data-testid': testId }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid={testId}>
      {children ? (
        <Stack gap="xs">
          <span>{message}</span>
          {children}
        </Stack>
      ) : (
        message
      )}
    </Alert>
  );
}
