import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatCoins } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { shortfallCents } from '../../lib/shortfall';
import { CheckIn } from './CheckIn';
import { houseTableOrder } from './lobby-filters';
import { LeaveTournamentButton } from './LeaveTournamentButton';
import { JOIN_FAILED } from './messages';
import { CardTerms } from './Prizes';
import { SeatConfirmModal } from './SeatConfirmModal';
import classes from './tournaments.module.css';
import { gameModeLabel } from '../../lib/display';

interface HouseTableProps {
  table: Tournament;
  balance: string | undefined;
  joining: boolean;
  joinBusy: boolean;
  onJoin: (table: Tournament) => void;
}

/** One house table: its stake and prizes, the seats taken, and the one button that matters (Join, or Play). */
function HouseTable({ table, balance, joining, joinBusy, onJoin }: HouseTableProps) {
  const { t } = useLingui();
  const canJoin = table.can_join && !table.user_is_participant;
  const name = table.name;
  const fee = formatCoins(table.entry_fee);
  const current = table.current_players;
  const max = table.max_players;
  const mode = gameModeLabel(table.game_mode, table.game_mode_display);
  const missing = canJoin ? shortfallCents(table.entry_fee, balance) : 0;
  const left = table.max_players - table.current_players;
  return (
    <Card className={classes.houseTable} data-testid="house-table" aria-labelledby={`house-${table.id}-name`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={0} miw={0}>
          <Title order={3} size="h5" id={`house-${table.id}-name`} lineClamp={1}>
            <Link
              to="/tournament/$tournamentId"
              params={{ tournamentId: String(table.id) }}
              className={classes.titleLink}
              data-user-content
            >
              {table.name}
            </Link>
          </Title>
          <Text size="xs" c="dimmed">
            <Trans>
              {mode} · {max} players
            </Trans>
          </Text>
        </Stack>
        <Money value={table.entry_fee} fw={700} iconSize={16} data-testid="house-table-fee" />
      </Group>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} data-testid="house-table-seats">
            <Trans>
              {current}/{max} seated
            </Trans>
          </Text>
          <Text size="xs" c="dimmed">
            {table.check_in_ends_at !== null
              ? t`Checking in`
              : left === 1
                ? t`Starts with 1 more`
                : t`Starts when full`}
          </Text>
        </Group>
        <Progress
          value={(100 * table.current_players) / table.max_players}
          size="sm"
          color="yellow"
          aria-label={t`${current} of ${max} seats taken`}
        />
      </Stack>
      <CardTerms prizes={table.prizes} moveTimeout={table.move_timeout} />
      <CheckIn tournament={table} />
      <div className={classes.cardActions}>
        {missing > 0 ? <Shortfall cents={missing} /> : null}
        {canJoin && missing === 0 ? (
          <Button
            fullWidth
            onClick={() => onJoin(table)}
            loading={joining}
            disabled={joinBusy && !joining}
            leftSection={<IconLogin2 size={18} aria-hidden />}
            aria-label={t`Join ${name} for ${fee}`}
          >
            <Trans>Join</Trans>
          </Button>
        ) : null}
        {table.my_match_id_to_play !== null ? (
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/match/$matchId" params={{ matchId: String(table.my_match_id_to_play) }} />
            )}
            fullWidth
            color="orange"
            leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
          >
            <Trans>Play Now!</Trans>
          </Button>
        ) : null}
        <LeaveTournamentButton tournament={table} fullWidth />
      </div>
    </Card>
  );
}

/**
 * The lobby's first row (issue 32 §5): the house tables, always open, cheapest first, so a newcomer has a seat to
 * take before anything else. Nothing when the operator keeps none.
 */
export function HouseTables() {
  const { t } = useLingui();
  const { data } = useQuery(houseTablesQueryOptions());
  const { data: wallet } = useQuery(walletBalanceQueryOptions());
  const join = useJoinTournamentMutation();
  const [confirming, setConfirming] = useState<Tournament | null>(null);
  const tables = [...(data?.results ?? [])].sort(houseTableOrder);
  if (tables.length === 0) return null;
  const onConfirm = (table: Tournament) =>
    join.mutate(table.id, {
      onSuccess: (response) => notifySuccess(response.message),
      onError: (failure) => notifyError(bodyError(failure) ?? bodyDetail(failure) ?? t(JOIN_FAILED)),
      onSettled: () => setConfirming(null),
    });
  return (
    <section aria-labelledby="house-tables-title" data-testid="house-tables">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconArmchair size={20} aria-hidden />
          <Title order={2} size="h4" id="house-tables-title">
            <Trans>House tables</Trans>
          </Title>
          <Badge variant="light" color="teal">
            <Trans>Always open</Trans>
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
