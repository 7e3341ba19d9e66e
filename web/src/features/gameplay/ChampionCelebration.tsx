import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { tournamentQueryOptions } from '../../lib/api/tournaments';
import { formatCoins } from '../../lib/format';
import type { Match } from '../../lib/api/match';

/** The place's title, the tournament's name in it marked as the player's words (issue 36). */
function Title({ place, name }: { place: 1 | 2 | 3; name: string }) {
  const tournament = <span data-user-content>{name}</span>;
  if (place === 1) return <Trans>Champion of {tournament}!</Trans>;
  if (place === 2) return <Trans>Runner-up in {tournament}!</Trans>;
  return <Trans>Third place in {tournament}!</Trans>;
}

/**
 * A paid place decided on the match page itself: the title won (or second or third place, issue 32 §3) and the
 * prize (it reaches the wallet in the same moment; the toast says so on any other page). A place the tournament
 * does not pay is not celebrated. A status region, so a screen reader hears it too.
 */
export function ChampionCelebration({ match, place }: { match: Match; place: 1 | 2 | 3 }) {
  const { data: tournament } = useQuery(tournamentQueryOptions(String(match.tournament)));
  const prize = tournament?.prizes.find((p) => p.place === place);
  if (place > 1 && !prize) return null;
  const amount = tournament ? formatCoins(prize?.amount ?? tournament.prize_pool) : '';
  return (
    <div role="status" data-testid="champion-celebration">
      <Group gap={6} justify="center" wrap="nowrap">
        <IconConfetti size={22} aria-hidden />
        <Text fz={22} fw={800} c="var(--card-words)" data-testid="champion-title">
          <Title place={place} name={match.tournament_name} />
        </Text>
      </Group>
      {tournament ? (
        <Text fw={700} c="var(--card-words)" data-testid="champion-prize-amount">
          <Trans>Prize: +{amount} to your wallet</Trans>
        </Text>
      ) : null}
    </div>
  );
}
