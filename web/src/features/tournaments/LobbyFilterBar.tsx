import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { formatCoins } from '../../lib/format';
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
  // Built in render: the labels follow the language chosen (issue 36).
  const { t, i18n } = useLingui();
  const kindData = LOBBY_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }));
  const feeData = FEE_BAND_KEYS.map((band) => {
    const { label, min, max } = FEE_BANDS[band];
    return { value: band, label: i18n._({ ...label, values: { min: formatCoins(min), max: formatCoins(max) } }) };
  });
  const paceData = PACES.map((seconds) => ({ value: String(seconds), label: paceLabel(seconds) }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="lobby-filters">
      <Select
        label={t`Kind`}
        placeholder={t`Any kind`}
        data={kindData}
        value={filters.kind ?? null}
        onChange={(value) => onChange({ ...filters, kind: value ?? undefined })}
        clearable
        disabled={disabled}
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`Entry fee`}
        placeholder={t`Any fee`}
        data={feeData}
        value={filters.fee ?? null}
        onChange={(value) => onChange({ ...filters, fee: value ?? undefined })}
        clearable
        disabled={disabled}
        w={{ base: '100%', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`Pace`}
        placeholder={t`Any pace`}
        data={paceData}
        value={filters.pace ? String(filters.pace) : null}
        onChange={(value) => onChange({ ...filters, pace: value ? (Number(value) as Pace) : undefined })}
        clearable
        disabled={disabled}
        w={{ base: '100%', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
      />
      {hasFilters(filters) && !disabled ? (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onChange({})}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </Group>
  );
}
