import { Anchor, Badge, Stack, Table, Text, type MantineColor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Money } from '../../../components/Money';
import type { AdminUserDetail } from './queries';
import { formatShortDate } from './short-date';
import { UserEmptyRow } from './UserEmptyRow';
import { UserSection } from './UserSection';
import tables from '../../../components/Tables.module.css';

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
  return (
    <UserSection
      id="user-tournaments"
      title="Tournaments"
      count={detail.tournaments.length}
      hint="Every tournament they have a seat in"
    >
      <Table className={tables.stack} striped verticalSpacing="xs" horizontalSpacing="md">
        <caption className={tables.caption}>Tournaments of {detail.user.username}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Tournament</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Players</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col" ta="right">
              Entry fee
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Events
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.tournaments.length === 0 ? (
            <UserEmptyRow colSpan={6} text="No tournaments yet" />
          ) : (
            detail.tournaments.map((tournament) => {
              const placement = tournament.participants.find((p) => p.id === detail.user.id)?.placement;
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
                        <bdi>{tournament.name}</bdi>
                      </Anchor>
                      <Text size="xs" c="dimmed" fw={400}>
                        #{tournament.id} · {tournament.game_mode_display}
                        {placement ? ` · placed ${placement}` : ''}
                        {tournament.winner === detail.user.id ? ' · champion' : ''}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label="Status">
                    <Badge
                      variant="light"
                      radius="sm"
                      tt="none"
                      color={TOURNAMENT_STATUS_COLOR[tournament.status] ?? 'gray'}
                    >
                      {tournament.status_display}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-label="Players" className={tables.amount}>
                    {tournament.current_players}/{tournament.max_players}
                  </Table.Td>
                  <Table.Td data-label="Created" className={tables.nowrap}>
                    {formatShortDate(tournament.created_at)}
                  </Table.Td>
                  <Table.Td data-label="Entry fee" ta="right">
                    <Money value={tournament.entry_fee} size="sm" iconSize={14} />
                  </Table.Td>
                  <Table.Td data-label="Events" ta="right">
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/admin/events"
                          search={{ aggregate_type: 'tournament', aggregate_id: tournament.id }}
                        />
                      )}
                      size="sm"
                      aria-label={`Events of tournament ${tournament.name} (#${tournament.id})`}
                      data-testid="tournament-events-link"
                    >
                      Events
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
