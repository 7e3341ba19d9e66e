import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Stack, Table, Text, type MantineColor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Money } from '../../../components/Money';
import type { AdminUserDetail } from './queries';
import { formatShortDate } from './short-date';
import { UserEmptyRow } from './UserEmptyRow';
import { UserSection } from './UserSection';
import tables from '../../../components/Tables.module.css';
import { gameModeLabel, tournamentStatusLabel } from '../../../lib/display';

/*
 * The spec spells a tournament's end CANCELLED and a withdrawal's CANCELED (StatusBadge): both are the server's
 * words, kept as they are, never mapped onto one another.
 */
const TOURNAMENT_STATUS_COLOR: Record<string, MantineColor> = {
  PENDING: 'blue',
  ACTIVE: 'teal',
  COMPLETED: 'gray',
  CANCELLED: 'red',
};

/** Every tournament the player has a seat in, on the admin user page. */
export function UserTournaments({ detail }: { detail: AdminUserDetail }) {
  const { t } = useLingui();
  const username = detail.user.username;
  return (
    <UserSection
      id="user-tournaments"
      title={t`Tournaments`}
      count={detail.tournaments.length}
      hint={t`Every tournament they have a seat in`}
    >
      <Table className={tables.stack} striped verticalSpacing="xs" horizontalSpacing="md">
        <caption className={tables.caption}>
          <Trans>
            Tournaments of <bdi data-user-content>{username}</bdi>
          </Trans>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Tournament</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Players</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Created</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <Trans>Entry fee</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <Trans>Events</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.tournaments.length === 0 ? (
            <UserEmptyRow colSpan={6} text={t`No tournaments yet`} />
          ) : (
            detail.tournaments.map((tournament) => {
              const placement = tournament.participants.find((p) => p.id === detail.user.id)?.placement;
              const name = tournament.name;
              const tournamentId = tournament.id;
              return (
                <Table.Tr key={tournament.id} data-testid="user-tournament-row" data-tournament-id={tournament.id}>
                  <Table.Td className={tables.primary}>
                    <Stack gap={0} miw={0}>
                      <Anchor
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/tournament/$tournamentId"
                            params={{ tournamentId: String(tournament.id) }}
                          />
                        )}
                        size="sm"
                        fw={600}
                      >
                        <bdi data-user-content>{name}</bdi>
                      </Anchor>
                      <Text size="xs" c="dimmed" fw={400}>
                        #{tournamentId} · {gameModeLabel(tournament.game_mode, tournament.game_mode_display)}
                        {placement ? (
                          <>
                            {' · '}
                            <Trans>placed {placement}</Trans>
                          </>
                        ) : null}
                        {tournament.winner === detail.user.id ? (
                          <>
                            {' · '}
                            <Trans>champion</Trans>
                          </>
                        ) : null}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label={t`Status`}>
                    <Badge
                      variant="light"
                      radius="sm"
                      tt="none"
                      color={TOURNAMENT_STATUS_COLOR[tournament.status] ?? 'gray'}
                    >
                      {tournamentStatusLabel(tournament.status, tournament.status_display)}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-label={t`Players`} className={tables.amount}>
                    {tournament.current_players}/{tournament.max_players}
                  </Table.Td>
                  <Table.Td data-label={t`Created`} className={tables.nowrap}>
                    {formatShortDate(tournament.created_at)}
                  </Table.Td>
                  <Table.Td data-label={t`Entry fee`} ta="right">
                    <Money value={tournament.entry_fee} size="sm" iconSize={14} />
                  </Table.Td>
                  <Table.Td data-label={t`Events`} ta="right">
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/admin/events"
                          search={{ aggregate_type: 'tournament', aggregate_id: tournament.id }}
                        />
                      )}
                      size="sm"
                      aria-label={t`Events of tournament ${name} (#${tournamentId})`}
                      data-testid="tournament-events-link"
                    >
                      <Trans>Events</Trans>
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </UserSection>
  );
}
