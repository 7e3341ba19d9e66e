import { Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { cashierQueryOptions } from '../lib/api/cashier';
import { coinValueText } from '../lib/cashier';

/** "1 coin = 1.00 EUR", as the server prices a coin (after "Sandbox: no money is taken." there); nothing until it has said so. */
export function CoinValue(props: TextProps) {
  const { data } = useQuery(cashierQueryOptions());
  if (!data) return null;
  return (
    <Text size="sm" fw={600} data-testid="coin-value" {...props}>
      {coinValueText(data)}
    </Text>
  );
}
