import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { EventFilter } from './queries';
import { EventFilters } from './EventFilters';
import { EventResults } from './EventResults';

const routeApi = getRouteApi('/_authenticated/admin/events');

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
        <Title order={1}>
          <Trans>Event Log</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Every state change, as the domain recorded it. Filter to one thing, open a payload, or follow live.
          </Trans>
        </Text>
      </Stack>
      <EventFilters filter={filter} onApply={apply} />
      {/* A new filter starts a new list: loaded pages, live rows and open payloads belong to the old one. */}
      <EventResults key={filterKey} filter={filter} live={live} onLiveChange={setLive} onClear={() => apply({})} />
    </Stack>
  );
}
