import { useLingui } from '@lingui/react/macro';
import { Group, Text, type TextProps } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { formatCoins } from '../lib/format';

interface MoneyProps extends Omit<TextProps, 'children'> {
  value: string | number | null | undefined;
  /** Prefix such as "+" or "-" for signed amounts. */
  sign?: string;
  iconSize?: number;
  'data-testid'?: string;
}

/** Coins: a coin icon and the amount to two decimals ("12.50"). */
export function Money({ value, sign = '', iconSize = 18, 'data-testid': testId, ...textProps }: MoneyProps) {
  const { t } = useLingui();
  return (
    <Group component="span" gap={6} wrap="nowrap" display="inline-flex" align="center">
      <IconCoin size={iconSize} color="var(--app-coin)" stroke={2} role="img" aria-label={t`coins`} />
      <Text
        component="span"
        fw={600}
        inherit={textProps.size === undefined && textProps.fz === undefined}
        data-testid={testId}
        {...textProps}
      >
        {sign}
        {formatCoins(value)}
      </Text>
    </Group>
  );
}
