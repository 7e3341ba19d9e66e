import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { EventFilter } from './queries';
import classes from './AdminEvents.module.css';
import { eventDraftSchema, toDraft } from './event-draft';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { isFiltered } from './event-filter';
import { AGGREGATE_LABEL, AGGREGATE_TYPES, EVENT_TYPES, EVENT_TYPES_BY_AGGREGATE } from './event-types';
import { useChanged } from '../../../lib/use-changed';

interface FiltersProps {
  filter: EventFilter;
  onApply: (filter: EventFilter) => void;
}
export function EventFilters({ filter, onApply }: FiltersProps) {
  const { t } = useLingui();
  const form = useSchemaForm(eventDraftSchema, toDraft(filter));
  // On a phone the form starts folded (CSS shows it always on wider screens).
  const [collapsed, setCollapsed] = useState(true);
  const filterKey = JSON.stringify(filter);
  // A link or the back button changed the address: the form follows.
  if (useChanged(filterKey)) form.setValues(toDraft(filter));
  const draft = form.values;

  // Event and aggregate types are the domain's identifiers, listed as the server names them in every language (the
  // selects are marked as data, not words, for the pseudo-locale sweep); the groups and the blank choices are words.
  const typeOptions = [
    { value: '', label: t`Any event type` },
    ...AGGREGATE_TYPES.map((aggregate) => ({
      group: t(AGGREGATE_LABEL[aggregate]),
      items: EVENT_TYPES_BY_AGGREGATE[aggregate].map((type) => ({ value: type, label: type })),
    })),
    // A type the catalogue does not know yet (a newer server) still shows in the list.
    ...(draft.type && !EVENT_TYPES.includes(draft.type) ? [{ value: draft.type, label: draft.type }] : []),
  ];
  const aggregateOptions = [
    { value: '', label: t`Any aggregate` },
    ...AGGREGATE_TYPES.map((aggregate) => ({ value: aggregate, label: aggregate })),
    ...(draft.aggregate_type && !(AGGREGATE_TYPES as readonly string[]).includes(draft.aggregate_type)
      ? [{ value: draft.aggregate_type, label: draft.aggregate_type }]
      : []),
  ];

  const active = Object.values(filter).filter((value) => value !== undefined).length;
  return (
    <Card padding="md" component="section" aria-labelledby="event-filters-title">
      <div className={classes.filterHeader}>
        <Group gap="xs">
          <Text id="event-filters-title" fw={700} size="sm">
            <Trans>Filters</Trans>
          </Text>
          {active > 0 ? (
            <Badge size="sm" variant="light" radius="sm" tt="none">
              <Plural value={active} one="# active" other="# active" />
            </Badge>
          ) : null}
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          className={classes.filterToggle}
          rightSection={
            <IconChevronDown size={14} aria-hidden className={classes.chevron} data-open={!collapsed || undefined} />
          }
          aria-expanded={!collapsed}
          aria-controls="event-filters-body"
          aria-label={collapsed ? t`Show filters` : t`Hide filters`}
          onClick={() => setCollapsed((current) => !current)}
        >
          {collapsed ? <Trans>Show</Trans> : <Trans>Hide</Trans>}
        </Button>
      </div>
      <form
        id="event-filters-body"
        className={classes.filterBody}
        data-collapsed={collapsed || undefined}
        onSubmit={form.onSubmit(onApply)}
        noValidate
        aria-label={t`Event filters`}
        data-testid="event-filters"
      >
        <div className={classes.filters}>
          <NativeSelect
            label={t`Event type`}
            data={typeOptions}
            {...form.getInputProps('type')}
            data-user-content
            data-testid="filter-type"
          />
          <NativeSelect
            label={t`Aggregate type`}
            data={aggregateOptions}
            {...form.getInputProps('aggregate_type')}
            data-user-content
            data-testid="filter-aggregate-type"
          />
          <TextInput
            label={t`Aggregate id`}
            placeholder={t`e.g. 7`}
            {...form.getInputProps('aggregate_id')}
            autoComplete="off"
            data-testid="filter-aggregate-id"
          />
          <TextInput
            label={t`User id`}
            description={t`The acting user`}
            placeholder={t`e.g. 42`}
            inputMode="numeric"
            {...form.getInputProps('user')}
            autoComplete="off"
            data-testid="filter-user"
          />
          <TextInput
            label={t`From`}
            description={t`Occurred at or after`}
            type="datetime-local"
            {...form.getInputProps('since')}
            data-testid="filter-since"
          />
          <TextInput
            label={t`To`}
            description={t`Occurred before`}
            type="datetime-local"
            {...form.getInputProps('until')}
            data-testid="filter-until"
          />
        </div>
        <div className={classes.filterActions}>
          {isFiltered(filter) ? (
            <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onApply({})}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} data-testid="filter-apply">
            <Trans>Apply filters</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
