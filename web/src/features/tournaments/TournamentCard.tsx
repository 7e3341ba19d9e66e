import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  IconHourglassHigh,
  IconHistory,
  IconLogin2,
  IconPlayerPlayFilled,
  IconSitemap,
  IconTrophy,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Money } from '../../components/Money';
import { Shortfall } from '../../components/Shortfall';
import { shortfallCents } from '../../lib/shortfall';
import type { Tournament } from '../../lib/api/tournaments';
import { CheckIn } from './CheckIn';
import { FillDeadline } from './FillDeadline';
import { LeaveTournamentButton } from './LeaveTournamentButton';
import { PoolCollected } from './PoolCollected';
import { CardTerms } from './Prizes';
import { tournamentStatusColor, tournamentStatusWords } from '../../lib/status';
import classes from './tournaments.module.css';
import { gameModeLabel } from '../../lib/display';

interface TournamentCardProps {
  tournament: Tournament;
  onJoin: (tournament: Tournament) => void;
  /** This card's join is in flight. */
  joining: boolean;
  /** Some join is in flight: one seat at a time, so a second click cannot race the first. */
  joinBusy: boolean;
  /** The viewer's balance; while unknown, Join is offered and the server decides. */
  balance?: string;
}

/** A match of the viewer's here waits on their move. */
function PlayNowButton({ matchId, name }: { matchId: number; name: string }) {
  const { t } = useLingui();
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(matchId) }} />}
      fullWidth
      color="orange"
      leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
      aria-label={t`Play Now! Your match in ${name}`}
      data-testid="play-now-card"
    >
      <Trans>Play Now!</Trans>
    </Button>
  );
}

/** One tournament in the grid, with the buttons the spec allows for its status and the viewer. */
export function TournamentCard({ tournament, onJoin, joining, joinBusy, balance }: TournamentCardProps) {
  const { t } = useLingui();
  const canJoin = tournament.can_join && !tournament.user_is_participant;
  const name = tournament.name;
  const current = tournament.current_players;
  const max = tournament.max_players;
  const winner = tournament.winner_username;
  const missing = canJoin ? shortfallCents(tournament.entry_fee, balance) : 0;
  const waiting =
    tournament.status === 'PENDING' && tournament.user_is_participant && tournament.check_in_ends_at === null;
  const fill = tournament.max_players > 0 ? (100 * tournament.current_players) / tournament.max_players : 0;

  return (
    <Card
      className={classes.card}
      data-testid="tournament-card"
      data-tournament-id={tournament.id}
      aria-labelledby={`tournament-${tournament.id}-name`}
    >
      {/* The status goes under the name where a phone has no room for both ("Esperando jugadores" squeezed it). */}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} className={classes.cardName}>
          <Title order={3} size="h4" id={`tournament-${tournament.id}-name`} lineClamp={2}>
            <Link
              to="/tournament/$tournamentId"
              params={{ tournamentId: String(tournament.id) }}
              className={classes.titleLink}
              data-user-content
            >
              {tournament.name}
            </Link>
          </Title>
          <Text size="sm" c="dimmed">
            {gameModeLabel(tournament.game_mode, tournament.game_mode_display)}
          </Text>
        </Stack>
        <Badge
          color={tournamentStatusColor(tournament.status)}
          variant="light"
          style={{ flexShrink: 0 }}
          data-testid="tournament-status"
        >
          {tournamentStatusWords(tournament)}
        </Badge>
      </Group>

      {tournament.description ? (
        <Text size="sm" lineClamp={2} data-user-content>
          {tournament.description}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          <Trans>No description</Trans>
        </Text>
      )}

      <div className={classes.facts}>
        <div>
          <div className={classes.factLabel}>
            <Trans>Entry Fee</Trans>
          </div>
          <Money value={tournament.entry_fee} size="sm" iconSize={15} />
        </div>
        <div>
          <div className={classes.factLabel}>
            <Trans>Prize Pool</Trans>
          </div>
          <Money value={tournament.prize_pool} size="sm" iconSize={15} c="teal.8" />
          <PoolCollected tournament={tournament} />
        </div>
        <div>
          <div className={classes.factLabel}>
            <Trans>Players</Trans>
          </div>
          <Text size="sm" fw={600} data-testid="tournament-players">
            {tournament.current_players}/{tournament.max_players}
          </Text>
        </div>
      </div>
      {tournament.status === 'PENDING' ? (
        <Progress value={fill} size="sm" color="yellow" aria-label={t`${current} of ${max} seats taken`} />
      ) : null}
      <CardTerms prizes={tournament.prizes} moveTimeout={tournament.move_timeout} />
      <FillDeadline tournament={tournament} />
      <CheckIn tournament={tournament} />

      {tournament.winner_username ? (
        <div className={classes.winner} data-testid="tournament-winner">
          <IconTrophy size={18} aria-hidden />
          <span>
            <Trans>
              Winner: <span data-user-content>{winner}</span>
            </Trans>
          </span>
        </div>
      ) : null}

      <Stack gap="xs" className={classes.cardActions}>
        {waiting ? (
          <Alert
            color="yellow"
            variant="light"
            p="xs"
            icon={<IconHourglassHigh size={18} aria-hidden />}
            data-testid="waiting-banner"
          >
            <Trans>
              Waiting for players ({current}/{max})
            </Trans>
          </Alert>
        ) : null}
        <LeaveTournamentButton tournament={tournament} fullWidth />
        {missing > 0 ? <Shortfall cents={missing} /> : null}
        {canJoin && missing === 0 ? (
          <Button
            fullWidth
            onClick={() => onJoin(tournament)}
            loading={joining}
            disabled={joinBusy && !joining}
            leftSection={<IconLogin2 size={18} aria-hidden />}
            aria-label={t`Join Tournament ${name}`}
          >
            <Trans>Join Tournament</Trans>
          </Button>
        ) : null}
        {tournament.my_match_id_to_play !== null ? (
          <PlayNowButton matchId={tournament.my_match_id_to_play} name={tournament.name} />
        ) : null}
        {tournament.status === 'ACTIVE' ? (
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: String(tournament.id) }} />
            )}
            fullWidth
            variant="light"
            leftSection={<IconSitemap size={18} aria-hidden />}
            aria-label={t`View Bracket of ${name}`}
          >
            <Trans>View Bracket</Trans>
          </Button>
        ) : null}
        {tournament.status === 'COMPLETED' ? (
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/tournament/$id/history" params={{ id: String(tournament.id) }} />
            )}
            fullWidth
            variant="light"
            color="violet"
            leftSection={<IconHistory size={18} aria-hidden />}
            aria-label={t`View History of ${name}`}
          >
            <Trans>View History</Trans>
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
