import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Tournament } from '../../lib/api/tournaments';
import { formatCoins, formatDateTime } from '../../lib/format';
import { localStartTime, startsInWords, tickIntervalMs, timeLeftToFill } from './fill-deadline';

/** Re-renders as often as the time left needs: every second in the last hour, every half minute before. */
function useTimeLeft(closesAt: string) {
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeftToFill(closesAt, now);
  const interval = left === null || left.seconds === 0 ? null : tickIntervalMs(left.seconds);
  useEffect(() => {
    if (interval === null) return;
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return left;
}

/**
 * "Time left to fill: 23h 59m" on a tournament waiting for players; red in the last quarter hour. The words
 * carry the urgency too, so colour is never the only signal. Nothing for any other status. A house table says
 * it starts when full instead, and a scheduled tournament when it starts, counting down to it.
 */
export function FillDeadline({ tournament, size = 'sm' }: { tournament: Tournament; size?: 'xs' | 'sm' }) {
  const { t } = useLingui();
  const left = useTimeLeft(tournament.registration_closes_at);
  // Full and checking in (issue 32 §0): the check-in's countdown says what happens next.
  if (tournament.status !== 'PENDING' || left === null || tournament.check_in_ends_at) return null;
  // A house table (issue 32 §1) has no deadline: it waits until it is full.
  if (tournament.kind === 'SIT_AND_GO')
    return (
      <Group gap={6} wrap="nowrap" c="dimmed" data-testid="starts-when-full">
        <IconClockHour4 size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size={size} fw={500}>
          <Trans>Starts when full</Trans>
        </Text>
      </Group>
    );
  // A scheduled tournament (issue 32 §2) starts at its time, full or not: its start, in the player's zone.
  const guaranteed = tournament.guaranteed_prize ? formatCoins(tournament.guaranteed_prize) : null;
  if (tournament.kind === 'SCHEDULED' && tournament.starts_at)
    return (
      <Group gap={6} wrap="nowrap" c="dimmed" data-testid="scheduled-start">
        <IconClockHour4 size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size={size} fw={500}>
          {localStartTime(tournament.starts_at)} ·{' '}
          <Text span inherit fw={700} c="violet.8" data-testid="scheduled-countdown">
            {startsInWords(left)}
          </Text>
          {guaranteed ? <Trans> · {guaranteed} guaranteed</Trans> : null}
        </Text>
      </Group>
    );
  const closed = left.seconds === 0;
  const closesAt = formatDateTime(tournament.registration_closes_at);
  const text = left.text;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      c={left.closingSoon ? 'red.7' : 'dimmed'}
      data-testid="fill-deadline"
      title={t`Registration closes ${closesAt}`}
    >
      <IconClockHour4 size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size={size} fw={left.closingSoon ? 700 : 500}>
        {closed
          ? t`Registration closed: cancelling and refunding every fee`
          : left.closingSoon
            ? t`Time left to fill: ${text} (closing soon)`
            : t`Time left to fill: ${text}`}
      </Text>
    </Group>
  );
}
