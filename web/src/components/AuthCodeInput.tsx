import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The field for a code of the authenticator app (or a recovery code) that confirms a sensitive action: a
 * withdrawal, making another admin. Phones offer the code from their keyboard (`one-time-code`).
 */
export function AuthCodeInput({ label = 'Authentication code', ...props }: TextInputProps) {
  return (
    <TextInput
      label={label}
      description="The 6-digit code from your authenticator app, or a recovery code."
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={64}
      {...props}
    />
  );
}
