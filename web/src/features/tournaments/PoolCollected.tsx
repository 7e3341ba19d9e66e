import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { formatCoins } from '../../lib/format';
import { centsToDecimal, toCents } from '../../lib/money';
import type { Tournament } from '../../lib/api/tournaments';

/**
 * The prize pool is what a full field pays (fee × seats, less the rake): while seats are open, say so, and what the
 * seats taken have paid in so far (issue 23 §4).
 */
export function PoolCollected({ tournament: t }: { tournament: Tournament }) {
  if (t.status !== 'PENDING' || t.current_players >= t.max_players) return null;
  const collected = formatCoins(centsToDecimal(toCents(t.entry_fee) * t.current_players));
  return (
    <Text size="xs" c="dimmed" data-testid="prize-collected">
      <Trans>if full · {collected} paid in so far</Trans>
    </Text>
  );
}
