import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { paceLabel } from '../../lib/pace';
import {
  FEE_BAND_KEYS,
  FEE_BANDS,
  hasFilters,
  KIND_LABELS,
  LOBBY_KINDS,
  PACES,
  type LobbyFilters,
  type Pace,
} from './lobby-filters';

const KIND_DATA = LOBBY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const FEE_DATA = FEE_BAND_KEYS.map((band) => ({ value: band, label: FEE_BANDS[band].label }));
const PACE_DATA = PACES.map((seconds) => ({ value: String(seconds), label: paceLabel(seconds) }));

/** The lobby's filters (issue 32 §5): each change lands in the address, so the list, a reload and a link agree. */
export function LobbyFilterBar({
  filters,
  onChange,
  disabled = false,
}: {
  filters: LobbyFilters;
  onChange: (next: LobbyFilters) => void;
  /** My Tournaments lists every seat the player holds: it takes no filter. */
  disabled?: boolean;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="lobby-filters">
      <Select
        label="Kind"
        placeholder="Any kind"
        data={KIND_DATA}
        value={filters.kind ?? null}
        onChange={(value) => onChange({ ...filters, kind: value ?? undefined })}
        clearable
        disabled={disabled}
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Entry fee"
        placeholder="Any fee"
        data={FEE_DATA}
        value={filters.fee ?? null}
        onChange={(value) => onChange({ ...filters, fee: value ?? undefined })}
        clearable
        disabled={disabled}
        w={{ base: '100%', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Pace"
        placeholder="Any pace"
        data={PACE_DATA}
        value={filters.pace ? String(filters.pace) : null}
        onChange={(value) => onChange({ ...filters, pace: value ? (Number(value) as Pace) : undefined })}
        clearable
        disabled={disabled}
        w={{ base: '100%', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
      />
      {hasFilters(filters) && !disabled ? (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onChange({})}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
