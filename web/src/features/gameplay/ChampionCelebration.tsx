import { Group, Text } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { tournamentQueryOptions } from '../../lib/api/tournaments';
import { formatCoins } from '../../lib/format';
import type { Match } from '../../lib/api/match';

/**
 * The champion's final: the title won and the prize, on the match page itself (the prize reaches the wallet in the
 * same moment; the toast says so on any other page). A status region, so a screen reader hears it too.
 */
export function ChampionCelebration({ match }: { match: Match }) {
  const { data: tournament } = useQuery(tournamentQueryOptions(String(match.tournament)));
  return (
    <div role="status" data-testid="champion-celebration">
      <Group gap={6} justify="center" wrap="nowrap">
        <IconConfetti size={22} aria-hidden />
        <Text fz={22} fw={800} c="white" data-testid="champion-title">
          Champion of {match.tournament_name}!
        </Text>
      </Group>
      {tournament ? (
        <Text fw={700} c="white" data-testid="champion-prize-amount">
          Prize: +{formatCoins(tournament.prize_pool)} to your wallet
        </Text>
      ) : null}
    </div>
  );
}
