import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArmchair, IconLogin2, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Money } from '../../components/Money';
import { Shortfall } from '../../components/Shortfall';
import { houseTablesQueryOptions, useJoinTournamentMutation, type Tournament } from '../../lib/api/tournaments';
import { walletBalanceQueryOptions } from '../../lib/api/wallet';
import { bodyDetail, bodyError } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { shortfallCents } from '../../lib/shortfall';
import { CheckIn } from './CheckIn';
import { houseTableOrder } from './lobby-filters';
import { LeaveTournamentButton } from './LeaveTournamentButton';
import { JOIN_FAILED } from './messages';
import { CardTerms } from './Prizes';
import { SeatConfirmModal } from './SeatConfirmModal';
import classes from './tournaments.module.css';

interface HouseTableProps {
  table: Tournament;
  balance: string | undefined;
  joining: boolean;
  joinBusy: boolean;
  onJoin: (table: Tournament) => void;
}

/** One house table: its stake and prizes, the seats taken, and the one button that matters (Join, or Play). */
function HouseTable({ table: t, balance, joining, joinBusy, onJoin }: HouseTableProps) {
  const canJoin = t.can_join && !t.user_is_participant;
  const missing = canJoin ? shortfallCents(t.entry_fee, balance) : 0;
  const left = t.max_players - t.current_players;
  return (
    <Card className={classes.houseTable} data-testid="house-table" aria-labelledby={`house-${t.id}-name`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={0} miw={0}>
          <Title order={3} size="h5" id={`house-${t.id}-name`} lineClamp={1}>
            <Link to="/tournament/$tournamentId" params={{ tournamentId: String(t.id) }} className={classes.titleLink}>
              {t.name}
            </Link>
          </Title>
          <Text size="xs" c="dimmed">
            {t.game_mode_display} · {t.max_players} players
          </Text>
        </Stack>
        <Money value={t.entry_fee} fw={700} iconSize={16} data-testid="house-table-fee" />
      </Group>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} data-testid="house-table-seats">
            {t.current_players}/{t.max_players} seated
          </Text>
          <Text size="xs" c="dimmed">
            {t.check_in_ends_at !== null ? 'Checking in' : left === 1 ? 'Starts with 1 more' : 'Starts when full'}
          </Text>
        </Group>
        <Progress
          value={(100 * t.current_players) / t.max_players}
          size="sm"
          color="yellow"
          aria-label={`${t.current_players} of ${t.max_players} seats taken`}
        />
      </Stack>
      <CardTerms prizes={t.prizes} moveTimeout={t.move_timeout} />
      <CheckIn tournament={t} />
      <div className={classes.cardActions}>
        {missing > 0 ? <Shortfall cents={missing} /> : null}
        {canJoin && missing === 0 ? (
          <Button
            fullWidth
            onClick={() => onJoin(t)}
            loading={joining}
            disabled={joinBusy && !joining}
            leftSection={<IconLogin2 size={18} aria-hidden />}
            aria-label={`Join ${t.name} for ${t.entry_fee}`}
          >
            Join
          </Button>
        ) : null}
        {t.my_match_id_to_play !== null ? (
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/match/$matchId" params={{ matchId: String(t.my_match_id_to_play) }} />
            )}
            fullWidth
            color="orange"
            leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
          >
            Play Now!
          </Button>
        ) : null}
        <LeaveTournamentButton tournament={t} fullWidth />
      </div>
    </Card>
  );
}

/**
 * The lobby's first row (issue 32 §5): the house tables, always open, cheapest first, so a newcomer has a seat to
 * take before anything else. Nothing when the operator keeps none.
 */
export function HouseTables() {
  const { data } = useQuery(houseTablesQueryOptions());
  const { data: wallet } = useQuery(walletBalanceQueryOptions());
  const join = useJoinTournamentMutation();
  const [confirming, setConfirming] = useState<Tournament | null>(null);
  const tables = [...(data?.results ?? [])].sort(houseTableOrder);
  if (tables.length === 0) return null;
  const onConfirm = (table: Tournament) =>
    join.mutate(table.id, {
      onSuccess: (response) => notifySuccess(response.message),
      onError: (failure) => notifyError(bodyError(failure) ?? bodyDetail(failure) ?? JOIN_FAILED),
      onSettled: () => setConfirming(null),
    });
  return (
    <section aria-labelledby="house-tables-title" data-testid="house-tables">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconArmchair size={20} aria-hidden />
          <Title order={2} size="h4" id="house-tables-title">
            House tables
          </Title>
          <Badge variant="light" color="teal">
            Always open
          </Badge>
        </Group>
        <div className={classes.houseGrid}>
          {tables.map((table) => (
            <HouseTable
              key={table.id}
              table={table}
              balance={wallet?.balance}
              joining={join.isPending && join.variables === table.id}
              joinBusy={join.isPending}
              onJoin={setConfirming}
            />
          ))}
        </div>
      </Stack>
      <SeatConfirmModal
        action="join"
        tournament={confirming}
        balance={wallet?.balance}
        busy={join.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
