import { Group, Text } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { tournamentQueryOptions } from '../../lib/api/tournaments';
import { formatCoins } from '../../lib/format';
import type { Match } from '../../lib/api/match';

const TITLES: Record<number, (name: string) => string> = {
  1: (name) => `Champion of ${name}!`,
  2: (name) => `Runner-up in ${name}!`,
  3: (name) => `Third place in ${name}!`,
};

/**
 * A paid place decided on the match page itself: the title won (or second or third place, issue 32 §3) and the
 * prize (it reaches the wallet in the same moment; the toast says so on any other page). A place the tournament
 * does not pay is not celebrated. A status region, so a screen reader hears it too.
 */
export function ChampionCelebration({ match, place }: { match: Match; place: 1 | 2 | 3 }) {
  const { data: tournament } = useQuery(tournamentQueryOptions(String(match.tournament)));
  const prize = tournament?.prizes.find((p) => p.place === place);
  if (place > 1 && !prize) return null;
  return (
    <div role="status" data-testid="champion-celebration">
      <Group gap={6} justify="center" wrap="nowrap">
        <IconConfetti size={22} aria-hidden />
        <Text fz={22} fw={800} c="var(--card-words)" data-testid="champion-title">
          {TITLES[place](match.tournament_name)}
        </Text>
      </Group>
      {tournament ? (
        <Text fw={700} c="var(--card-words)" data-testid="champion-prize-amount">
          Prize: +{formatCoins(prize?.amount ?? tournament.prize_pool)} to your wallet
        </Text>
      ) : null}
    </div>
  );
}
