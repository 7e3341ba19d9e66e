import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The field for a code of the authenticator app (or a recovery code) that confirms a sensitive action: a
 * withdrawal, making another admin. Phones offer the code from their keyboard (`one-time-code`).
 */
export function AuthCodeInput({ label, ...props }: TextInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={label ?? t`Authentication code`}
      description={t`The 6-digit code from your authenticator app, or a recovery code.`}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={64}
      {...props}
    />
  );
}
