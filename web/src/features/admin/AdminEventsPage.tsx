import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Switch, Table, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconFilterOff, IconInbox, IconSearch } from '@tabler/icons-react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/errors';
import { notifyError } from '../../lib/notify';
import { adminEventsQueryOptions, type AdminEvent, type EventFilter } from './api';
import { aggregateIdValue, fromLocalInput, isFiltered, toLocalInput } from './event-filter';
import { AGGREGATE_LABEL, AGGREGATE_TYPES, EVENT_TYPES, EVENT_TYPES_BY_AGGREGATE, eventColor } from './event-types';
import { LIVE_TAIL_INTERVAL_MS, useLiveTail, type LiveTail } from './use-live-tail';
import classes from './AdminEvents.module.css';
import tables from './AdminTables.module.css';

const routeApi = getRouteApi('/_authenticated/admin/events');

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

// ---- Filters ---------------------------------------------------------------------------------------------------

interface Draft {
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  user: string;
  since: string;
  until: string;
}

function toDraft(filter: EventFilter): Draft {
  return {
    type: filter.type ?? '',
    aggregate_type: filter.aggregate_type ?? '',
    aggregate_id: filter.aggregate_id === undefined ? '' : String(filter.aggregate_id),
    user: filter.user === undefined ? '' : String(filter.user),
    since: toLocalInput(filter.since),
    until: toLocalInput(filter.until),
  };
}

type DraftErrors = Partial<Record<keyof Draft, string>>;

function toFilter(draft: Draft): { filter: EventFilter; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const filter: EventFilter = {};
  if (draft.type) filter.type = draft.type;
  if (draft.aggregate_type) filter.aggregate_type = draft.aggregate_type;
  const aggregateId = draft.aggregate_id.trim();
  if (aggregateId.length > 64) errors.aggregate_id = 'At most 64 characters';
  else if (aggregateId) filter.aggregate_id = aggregateIdValue(aggregateId);
  const user = draft.user.trim();
  if (user && !/^\d{1,10}$/.test(user)) errors.user = 'A user id is a whole number';
  else if (user && Number(user) > 0) filter.user = Number(user);
  else if (user) errors.user = 'A user id is a whole number';
  const since = fromLocalInput(draft.since);
  const until = fromLocalInput(draft.until);
  if (draft.since && !since) errors.since = 'Enter a valid date and time';
  if (draft.until && !until) errors.until = 'Enter a valid date and time';
  if (since && until && since >= until) errors.until = 'Must be after "From"';
  if (since) filter.since = since;
  if (until) filter.until = until;
  return { filter, errors };
}

const TYPE_OPTIONS = [
  { value: '', label: 'Any event type' },
  ...AGGREGATE_TYPES.map((aggregate) => ({
    group: AGGREGATE_LABEL[aggregate],
    items: EVENT_TYPES_BY_AGGREGATE[aggregate].map((type) => ({ value: type, label: type })),
  })),
];

const AGGREGATE_OPTIONS = [{ value: '', label: 'Any aggregate' }, ...AGGREGATE_TYPES.map((aggregate) => ({ value: aggregate, label: aggregate }))];

interface FiltersProps {
  filter: EventFilter;
  onApply: (filter: EventFilter) => void;
}

function EventFilters({ filter, onApply }: FiltersProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(filter));
  const [errors, setErrors] = useState<DraftErrors>({});
  // On a phone the form starts folded (CSS shows it always on wider screens).
  const [collapsed, setCollapsed] = useState(true);
  const filterKey = JSON.stringify(filter);
  // A link or the back button changed the address: the form follows.
  useEffect(() => {
    setDraft(toDraft(JSON.parse(filterKey) as EventFilter));
    setErrors({});
  }, [filterKey]);

  const set = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = toFilter(draft);
    setErrors(result.errors);
    if (Object.keys(result.errors).length === 0) onApply(result.filter);
  };

  // A type the catalogue does not know yet (a newer server) still shows in the list.
  const typeOptions = draft.type && !EVENT_TYPES.includes(draft.type) ? [...TYPE_OPTIONS, { value: draft.type, label: draft.type }] : TYPE_OPTIONS;
  const aggregateOptions =
    draft.aggregate_type && !(AGGREGATE_TYPES as readonly string[]).includes(draft.aggregate_type)
      ? [...AGGREGATE_OPTIONS, { value: draft.aggregate_type, label: draft.aggregate_type }]
      : AGGREGATE_OPTIONS;

  const active = Object.values(filter).filter((value) => value !== undefined).length;
  return (
    <Card padding="md" component="section" aria-labelledby="event-filters-title">
      <div className={classes.filterHeader}>
        <Group gap="xs">
          <Text id="event-filters-title" fw={700} size="sm">
            Filters
          </Text>
          {active > 0 ? (
            <Badge size="sm" variant="light" radius="sm" tt="none">
              {active} active
            </Badge>
          ) : null}
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          className={classes.filterToggle}
          rightSection={<IconChevronDown size={14} aria-hidden className={classes.chevron} data-open={!collapsed || undefined} />}
          aria-expanded={!collapsed}
          aria-controls="event-filters-body"
          aria-label={collapsed ? 'Show filters' : 'Hide filters'}
          onClick={() => setCollapsed((current) => !current)}
        >
          {collapsed ? 'Show' : 'Hide'}
        </Button>
      </div>
      <form
        id="event-filters-body"
        className={classes.filterBody}
        data-collapsed={collapsed || undefined}
        onSubmit={onSubmit}
        noValidate
        aria-label="Event filters"
        data-testid="event-filters"
      >
        <div className={classes.filters}>
          <NativeSelect label="Event type" data={typeOptions} value={draft.type} onChange={(e) => set('type')(e.currentTarget.value)} data-testid="filter-type" />
          <NativeSelect
            label="Aggregate type"
            data={aggregateOptions}
            value={draft.aggregate_type}
            onChange={(e) => set('aggregate_type')(e.currentTarget.value)}
            data-testid="filter-aggregate-type"
          />
          <TextInput
            label="Aggregate id"
            placeholder="e.g. 7"
            value={draft.aggregate_id}
            onChange={(e) => set('aggregate_id')(e.currentTarget.value)}
            error={errors.aggregate_id}
            autoComplete="off"
            data-testid="filter-aggregate-id"
          />
          <TextInput
            label="User id"
            description="The acting user"
            placeholder="e.g. 42"
            inputMode="numeric"
            value={draft.user}
            onChange={(e) => set('user')(e.currentTarget.value)}
            error={errors.user}
            autoComplete="off"
            data-testid="filter-user"
          />
          <TextInput
            label="From"
            description="Occurred at or after"
            type="datetime-local"
            value={draft.since}
            onChange={(e) => set('since')(e.currentTarget.value)}
            error={errors.since}
            data-testid="filter-since"
          />
          <TextInput
            label="To"
            description="Occurred before"
            type="datetime-local"
            value={draft.until}
            onChange={(e) => set('until')(e.currentTarget.value)}
            error={errors.until}
            data-testid="filter-until"
          />
        </div>
        <div className={classes.filterActions}>
          {isFiltered(filter) ? (
            <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onApply({})}>
              Clear filters
            </Button>
          ) : null}
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} data-testid="filter-apply">
            Apply filters
          </Button>
        </div>
      </form>
    </Card>
  );
}

// ---- Rows ------------------------------------------------------------------------------------------------------

function prettyPayload(payload: unknown): string {
  try {
    return JSON.stringify(payload, null, 2) ?? 'null';
  } catch {
    return String(payload);
  }
}

interface RowProps {
  event: AdminEvent;
  open: boolean;
  fresh: boolean;
  onToggle: (id: number) => void;
}

function EventRow({ event, open, fresh, onToggle }: RowProps) {
  const at = new Date(event.occurred_at);
  const actor = event.user;
  const payloadId = `event-payload-${event.id}`;
  const aggregate = `${event.aggregate_type}:${event.aggregate_id}`;
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
              {timeFormat.format(at)}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              {dayFormat.format(at)}
            </Text>
          </time>
        </Table.Td>
        <Table.Td className={classes.typeCell}>
          <Badge variant="light" radius="sm" tt="none" color={eventColor(event.type, event.aggregate_type)} data-testid="event-type">
            {event.type}
          </Badge>
        </Table.Td>
        <Table.Td className={classes.aggregateCell}>
          <Anchor
            renderRoot={(props) => <Link {...props} to="/admin/events" search={{ aggregate_type: event.aggregate_type, aggregate_id: aggregateIdValue(event.aggregate_id) }} />}
            className={classes.aggregate}
            title={`Every event of ${aggregate}`}
            data-testid="event-aggregate"
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
            >
              {actor.username ?? `User #${actor.id}`}
            </Anchor>
          ) : (
            <Text span size="sm" c="dimmed" fs="italic">
              system
            </Text>
          )}
        </Table.Td>
        <Table.Td className={classes.toggleCell}>
          <Button
            variant={open ? 'light' : 'subtle'}
            size="compact-sm"
            rightSection={<IconChevronDown size={14} aria-hidden className={classes.chevron} data-open={open || undefined} />}
            aria-expanded={open}
            aria-controls={payloadId}
            aria-label={`Payload of event #${event.id} (${event.type})`}
            onClick={() => onToggle(event.id)}
            data-testid="event-toggle"
          >
            Payload
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr className={classes.payloadRow} data-testid="event-payload-row">
          <Table.Td colSpan={5} className={classes.payloadCell}>
            <div className={classes.payloadMeta}>
              <span>Event #{event.id}</span>
              <span>{event.occurred_at}</span>
            </div>
            <pre id={payloadId} className={classes.payload} tabIndex={0} aria-label={`Payload of event #${event.id}`} data-testid="event-payload">
              {prettyPayload(event.payload)}
            </pre>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

// ---- Live tail ---------------------------------------------------------------------------------------------------

function timeOf(date: Date | null): string {
  return date ? timeFormat.format(date) : '';
}

function LiveStatus({ tail }: { tail: LiveTail }) {
  if (tail.status === 'off') {
    return (
      <Text size="xs" c="dimmed">
        Off · turn on to add new events as they happen
      </Text>
    );
  }
  const text =
    tail.status === 'paused'
      ? 'Paused while this tab is hidden'
      : tail.status === 'error'
        ? `Could not check for new events (${tail.error ?? 'error'}); retrying`
        : `Checking every ${LIVE_TAIL_INTERVAL_MS / 1000} s${tail.checkedAt ? ` · last ${timeOf(tail.checkedAt)}` : ''}`;
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.liveDot} data-state={tail.status} aria-hidden />
      <Text size="xs" c={tail.status === 'error' ? 'red.7' : 'dimmed'} data-testid="live-status">
        {text}
      </Text>
    </Group>
  );
}

// ---- Results ---------------------------------------------------------------------------------------------------

interface ResultsProps {
  filter: EventFilter;
  live: boolean;
  onLiveChange: (live: boolean) => void;
  onClear: () => void;
}

function EventResults({ filter, live, onLiveChange, onClear }: ResultsProps) {
  const query = useSuspenseInfiniteQuery(adminEventsQueryOptions(filter));
  const loadingFilter = useRouterState({ select: (state) => state.status === 'pending' });
  const [arrived, setArrived] = useState<AdminEvent[]>([]);
  const [freshIds, setFreshIds] = useState<ReadonlySet<number>>(new Set());
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());

  const events = useMemo(() => {
    const seen = new Set<number>();
    return [...arrived, ...query.data.pages.flatMap((page) => page.results)].filter((event) => {
      if (seen.has(event.id)) return false;
      seen.add(event.id);
      return true;
    });
  }, [arrived, query.data]);
  const newestId = events.reduce((max, event) => Math.max(max, event.id), 0);

  const onEvents = useCallback((fresh: AdminEvent[]) => {
    setArrived((current) => [...fresh, ...current]);
    setFreshIds(new Set(fresh.map((event) => event.id)));
  }, []);
  const tail = useLiveTail({ enabled: live, filter, newestId, onEvents });

  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const loadMore = () => {
    void query.fetchNextPage().then((result) => {
      if (result.isError) notifyError(errorMessage(result.error));
    });
  };

  const count = events.length;
  return (
    <Card padding={0} component="section" aria-label="Events" className={classes.eventsCard} data-testid="events-card">
      <div className={classes.toolbar}>
        <Stack gap={0}>
          <Text fw={700} size="sm" aria-live="polite" data-testid="event-count">
            {count === 1 ? '1 event' : `${count} events`}
            {query.hasNextPage ? ' shown' : ''}
          </Text>
          <Text size="xs" c="dimmed">
            Newest first
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Switch
            label="Live tail"
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
          More events arrived at once than the live tail reads; reload the page to see every one.
        </Alert>
      ) : null}

      {count === 0 ? (
        <Stack align="center" gap={6} py="xl" px="md" ta="center" data-testid="events-empty">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconInbox size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{isFiltered(filter) ? 'No events match these filters' : 'No events yet'}</Text>
          {isFiltered(filter) ? (
            <Button variant="subtle" onClick={onClear}>
              Clear filters
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
            <caption className={tables.caption}>Domain events, newest first</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Time</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">Aggregate</Table.Th>
                <Table.Th scope="col">User</Table.Th>
                <Table.Th scope="col" ta="right">
                  Details
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <EventRow key={event.id} event={event} open={openIds.has(event.id)} fresh={freshIds.has(event.id)} onToggle={toggle} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}

      {count > 0 ? (
        <div className={tables.footer}>
          {query.hasNextPage ? (
            <Button variant="default" onClick={loadMore} loading={query.isFetchingNextPage} data-testid="events-load-more">
              Load more
            </Button>
          ) : (
            <Text size="xs" c="dimmed" data-testid="events-end">
              That's everything: no older events{isFiltered(filter) ? ' match these filters' : ''}
            </Text>
          )}
        </div>
      ) : null}
    </Card>
  );
}

export function AdminEventsPage() {
  const filter = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const apply = (next: EventFilter) => void navigate({ search: next });
  const filterKey = JSON.stringify(filter);
  // The live tail stays on across filter changes; it stops when the admin leaves the page.
  const [live, setLive] = useState(false);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Event Log</Title>
        <Text c="dimmed">Every state change, as the domain recorded it. Filter to one thing, open a payload, or follow live.</Text>
      </Stack>
      <EventFilters filter={filter} onApply={apply} />
      {/* A new filter starts a new list: loaded pages, live rows and open payloads belong to the old one. */}
      <EventResults key={filterKey} filter={filter} live={live} onLiveChange={setLive} onClear={() => apply({})} />
    </Stack>
  );
}
