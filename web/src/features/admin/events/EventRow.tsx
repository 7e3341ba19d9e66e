import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AdminEvent } from './queries';
import classes from './AdminEvents.module.css';
import { aggregateIdValue } from './event-filter';
import { dayFormat, prettyPayload, timeFormat } from './event-format';
import { eventColor } from './event-types';

interface RowProps {
  event: AdminEvent;
  open: boolean;
  fresh: boolean;
  onToggle: (id: number) => void;
}
export function EventRow({ event, open, fresh, onToggle }: RowProps) {
  const { t } = useLingui();
  const at = new Date(event.occurred_at);
  const actor = event.user;
  const payloadId = `event-payload-${event.id}`;
  const aggregate = `${event.aggregate_type}:${event.aggregate_id}`;
  const eventId = event.id;
  const eventType = event.type;
  const actorId = actor?.id;
  return (
    <>
      <Table.Tr
        className={classes.eventRow}
        data-open={open || undefined}
        data-new={fresh || undefined}
        data-testid="event-row"
        data-event-id={event.id}
        data-type={event.type}
        data-aggregate={aggregate}
      >
        <Table.Td className={classes.timeCell}>
          <time dateTime={event.occurred_at} title={event.occurred_at} className={classes.time}>
            <Text span inherit fw={600}>
              {timeFormat().format(at)}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              {dayFormat().format(at)}
            </Text>
          </time>
        </Table.Td>
        <Table.Td className={classes.typeCell}>
          <Badge
            variant="light"
            radius="sm"
            tt="none"
            color={eventColor(event.type, event.aggregate_type)}
            data-testid="event-type"
            data-user-content
          >
            {event.type}
          </Badge>
        </Table.Td>
        <Table.Td className={classes.aggregateCell}>
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/admin/events"
                search={{ aggregate_type: event.aggregate_type, aggregate_id: aggregateIdValue(event.aggregate_id) }}
              />
            )}
            className={classes.aggregate}
            title={t`Every event of ${aggregate}`}
            data-testid="event-aggregate"
            data-user-content
          >
            {aggregate}
          </Anchor>
        </Table.Td>
        <Table.Td className={classes.userCell}>
          {actor ? (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/admin/users/$userId" params={{ userId: actor.id }} />}
              size="sm"
              title={actor.username ?? undefined}
              data-user-content={actor.username ? '' : undefined}
            >
              {actor.username ? <bdi>{actor.username}</bdi> : <Trans>User #{actorId}</Trans>}
            </Anchor>
          ) : (
            <Text span size="sm" c="dimmed" fs="italic">
              <Trans>system</Trans>
            </Text>
          )}
        </Table.Td>
        <Table.Td className={classes.toggleCell}>
          <Button
            variant={open ? 'light' : 'subtle'}
            size="compact-sm"
            rightSection={
              <IconChevronDown size={14} aria-hidden className={classes.chevron} data-open={open || undefined} />
            }
            aria-expanded={open}
            aria-controls={payloadId}
            aria-label={t`Payload of event #${eventId} (${eventType})`}
            onClick={() => onToggle(event.id)}
            data-testid="event-toggle"
          >
            <Trans>Payload</Trans>
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr className={classes.payloadRow} data-testid="event-payload-row">
          <Table.Td colSpan={5} className={classes.payloadCell}>
            <div className={classes.payloadMeta}>
              <span>
                <Trans>Event #{eventId}</Trans>
              </span>
              <span data-user-content>{event.occurred_at}</span>
            </div>
            <pre
              id={payloadId}
              className={classes.payload}
              tabIndex={0}
              aria-label={t`Payload of event #${eventId}`}
              data-testid="event-payload"
              data-user-content
            >
              {prettyPayload(event.payload)}
            </pre>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
