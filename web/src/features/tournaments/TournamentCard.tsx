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
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(matchId) }} />}
      fullWidth
      color="orange"
      leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
      aria-label={`Play Now! Your match in ${name}`}
      data-testid="play-now-card"
    >
      Play Now!
    </Button>
  );
}

/** One tournament in the grid, with the buttons the spec allows for its status and the viewer. */
export function TournamentCard({ tournament: t, onJoin, joining, joinBusy, balance }: TournamentCardProps) {
  const canJoin = t.can_join && !t.user_is_participant;
  const missing = canJoin ? shortfallCents(t.entry_fee, balance) : 0;
  const waiting = t.status === 'PENDING' && t.user_is_participant && t.check_in_ends_at === null;
  const fill = t.max_players > 0 ? (100 * t.current_players) / t.max_players : 0;

  return (
    <Card
      className={classes.card}
      data-testid="tournament-card"
      data-tournament-id={t.id}
      aria-labelledby={`tournament-${t.id}-name`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={3} size="h4" id={`tournament-${t.id}-name`} lineClamp={2}>
            <Link to="/tournament/$tournamentId" params={{ tournamentId: String(t.id) }} className={classes.titleLink}>
              {t.name}
            </Link>
          </Title>
          <Text size="sm" c="dimmed">
            {t.game_mode_display}
          </Text>
        </Stack>
        <Badge
          color={tournamentStatusColor(t.status)}
          variant="light"
          style={{ flexShrink: 0 }}
          data-testid="tournament-status"
        >
          {tournamentStatusWords(t)}
        </Badge>
      </Group>

      {t.description ? (
        <Text size="sm" lineClamp={2}>
          {t.description}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          No description
        </Text>
      )}

      <div className={classes.facts}>
        <div>
          <div className={classes.factLabel}>Entry Fee</div>
          <Money value={t.entry_fee} size="sm" iconSize={15} />
        </div>
        <div>
          <div className={classes.factLabel}>Prize Pool</div>
          <Money value={t.prize_pool} size="sm" iconSize={15} c="teal.8" />
          <PoolCollected tournament={t} />
        </div>
        <div>
          <div className={classes.factLabel}>Players</div>
          <Text size="sm" fw={600} data-testid="tournament-players">
            {t.current_players}/{t.max_players}
          </Text>
        </div>
      </div>
      {t.status === 'PENDING' ? (
        <Progress
          value={fill}
          size="sm"
          color="yellow"
          aria-label={`${t.current_players} of ${t.max_players} seats taken`}
        />
      ) : null}
      <CardTerms prizes={t.prizes} moveTimeout={t.move_timeout} />
      <FillDeadline tournament={t} />
      <CheckIn tournament={t} />

      {t.winner_username ? (
        <div className={classes.winner} data-testid="tournament-winner">
          <IconTrophy size={18} aria-hidden />
          <span>Winner: {t.winner_username}</span>
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
            Waiting for players ({t.current_players}/{t.max_players})
          </Alert>
        ) : null}
        <LeaveTournamentButton tournament={t} fullWidth />
        {missing > 0 ? <Shortfall cents={missing} /> : null}
        {canJoin && missing === 0 ? (
          <Button
            fullWidth
            onClick={() => onJoin(t)}
            loading={joining}
            disabled={joinBusy && !joining}
            leftSection={<IconLogin2 size={18} aria-hidden />}
            aria-label={`Join Tournament ${t.name}`}
          >
            Join Tournament
          </Button>
        ) : null}
        {t.my_match_id_to_play !== null ? <PlayNowButton matchId={t.my_match_id_to_play} name={t.name} /> : null}
        {t.status === 'ACTIVE' ? (
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: String(t.id) }} />
            )}
            fullWidth
            variant="light"
            leftSection={<IconSitemap size={18} aria-hidden />}
            aria-label={`View Bracket of ${t.name}`}
          >
            View Bracket
          </Button>
        ) : null}
        {t.status === 'COMPLETED' ? (
          <Button
            renderRoot={(props) => <Link {...props} to="/tournament/$id/history" params={{ id: String(t.id) }} />}
            fullWidth
            variant="light"
            color="violet"
            leftSection={<IconHistory size={18} aria-hidden />}
            aria-label={`View History of ${t.name}`}
          >
            View History
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
