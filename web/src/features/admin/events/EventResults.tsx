import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Stack, Switch, Table, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import type { EventFilter } from './queries';
import tables from '../../../components/Tables.module.css';
import classes from './AdminEvents.module.css';
import { isFiltered } from './event-filter';
import { EventRow } from './EventRow';
import { LiveStatus } from './LiveStatus';
import { useEventResults } from './use-event-results';

interface ResultsProps {
  filter: EventFilter;
  live: boolean;
  onLiveChange: (live: boolean) => void;
  onClear: () => void;
}

export function EventResults({ filter, live, onLiveChange, onClear }: ResultsProps) {
  const { t } = useLingui();
  const { events, tail, freshIds, openIds, toggle, loadMore, hasMore, loadingMore } = useEventResults(filter, live);
  const loadingFilter = useRouterState({ select: (state) => state.status === 'pending' });

  const count = events.length;
  return (
    <Card
      padding={0}
      component="section"
      aria-label={t`Events`}
      className={classes.eventsCard}
      data-testid="events-card"
    >
      <div className={classes.toolbar}>
        <Stack gap={0}>
          <Text fw={700} size="sm" aria-live="polite" data-testid="event-count">
            {hasMore ? (
              <Plural value={count} one="# event shown" other="# events shown" />
            ) : (
              <Plural value={count} one="# event" other="# events" />
            )}
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>Newest first</Trans>
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Switch
            label={t`Live tail`}
            checked={live}
            onChange={(event) => onLiveChange(event.currentTarget.checked)}
            color="teal"
            labelPosition="left"
            data-testid="live-tail"
          />
          <LiveStatus tail={tail} />
        </Stack>
      </div>
      {tail.truncated ? (
        <Alert color="yellow" variant="light" radius={0} icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Trans>More events arrived at once than the live tail reads; reload the page to see every one.</Trans>
        </Alert>
      ) : null}

      {count === 0 ? (
        <Stack align="center" gap={6} py="xl" px="md" ta="center" data-testid="events-empty">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconInbox size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>
            {isFiltered(filter) ? <Trans>No events match these filters</Trans> : <Trans>No events yet</Trans>}
          </Text>
          {isFiltered(filter) ? (
            <Button variant="subtle" onClick={onClear}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
        </Stack>
      ) : (
        // The card clips what overflows it: a table that still cannot fit scrolls inside it instead.
        <div className={tables.scroll}>
          <Table
            className={`${classes.table} ${tables.busy}`}
            highlightOnHover
            verticalSpacing="xs"
            horizontalSpacing="md"
            aria-busy={loadingFilter}
            data-loading={loadingFilter || undefined}
            data-testid="events-table"
          >
            <caption className={tables.caption}>
              <Trans>Domain events, newest first</Trans>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Time</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Type</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Aggregate</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>User</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Details</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <EventRow
                  key={event.id}
                  event={event}
                  open={openIds.has(event.id)}
                  fresh={freshIds.has(event.id)}
                  onToggle={toggle}
                />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}

      {count > 0 ? (
        <div className={tables.footer}>
          {hasMore ? (
            <Button variant="default" onClick={loadMore} loading={loadingMore} data-testid="events-load-more">
              <Trans>Load more</Trans>
            </Button>
          ) : (
            <Text size="xs" c="dimmed" data-testid="events-end">
              {isFiltered(filter) ? (
                <Trans>That's everything: no older events match these filters</Trans>
              ) : (
                <Trans>That's everything: no older events</Trans>
              )}
            </Text>
          )}
        </div>
      ) : null}
    </Card>
  );
}
