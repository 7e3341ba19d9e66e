import { TextInput, type TextInputProps } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';

type AmountInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** As typed; a form's `getInputProps(field)` gives it with `onChange`. */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * A coin amount typed as text and kept exactly as typed: a number input (or Mantine's NumberInput) silently
 * drops a minus sign or an exponent, so `-5` would become 5.00. The form reads it with lib/amount.
 */
export function AmountInput({ value, onChange, ...props }: AmountInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      leftSection={<IconCoin size={18} aria-hidden color="var(--mantine-color-yellow-7)" />}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
