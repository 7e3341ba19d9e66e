import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { fieldMessages, errorMessage } from '../../lib/errors';
import { formatCoins, formatDateTime } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import {
  useCancelPendingLimit,
  useSetLimits,
  type LimitName,
  type Limits,
  type LimitsInput,
} from '../../lib/api/protection';

const LIMITS: { name: LimitName; label: MessageDescriptor }[] = [
  { name: 'deposit_daily', label: msg`Deposits per 24 hours` },
  { name: 'deposit_weekly', label: msg`Deposits per 7 days` },
  { name: 'deposit_monthly', label: msg`Deposits per 30 days` },
  { name: 'loss_daily', label: msg`Losses per 24 hours` },
  { name: 'loss_weekly', label: msg`Losses per 7 days` },
  { name: 'loss_monthly', label: msg`Losses per 30 days` },
];

const LABEL_OF = Object.fromEntries(LIMITS.map((limit) => [limit.name, limit.label])) as Record<
  LimitName,
  MessageDescriptor
>;

const REMINDERS = [
  { value: '15', label: msg`Every 15 minutes` },
  { value: '30', label: msg`Every 30 minutes` },
  { value: '60', label: msg`Every 60 minutes` },
  { value: 'none', label: msg`No reminder` },
];

type Draft = Record<LimitName, string>;

const draftOf = (limits: Limits): Draft =>
  Object.fromEntries(LIMITS.map(({ name }) => [name, limits[name] ?? ''])) as Draft;

/** A raise or removal waiting its 24 hours: the limit, what it becomes and when, and a way to cancel it. */
function PendingChange({ pending, onCancel }: { pending: Limits['pending'][number]; onCancel: () => void }) {
  const { t } = useLingui();
  const limit = t(LABEL_OF[pending.limit]);
  const amount = pending.amount === null ? null : formatCoins(pending.amount);
  const from = formatDateTime(pending.effective_at);
  return (
    <Group justify="space-between" data-testid={`pending-${pending.limit}`}>
      <Text size="sm">
        {amount === null ? (
          <Trans>
            {limit}: no limit from {from}
          </Trans>
        ) : (
          <Trans>
            {limit}: {amount} from {from}
          </Trans>
        )}
      </Text>
      <Button size="compact-sm" variant="default" onClick={onCancel}>
        <Trans>Cancel change</Trans>
      </Button>
    </Group>
  );
}

/** The six limits and the reality-check reminder; a raise or removal shows as waiting, with a way to cancel it. */
export function LimitsPanel({ limits }: { limits: Limits }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(limits));
  const [reminder, setReminder] = useState(String(limits.reality_check_minutes ?? 'none'));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetLimits();
  const cancel = useCancelPendingLimit();

  const onSave = () => {
    setFailure(null);
    const input: LimitsInput = {
      reality_check_minutes: reminder === 'none' ? null : (Number(reminder) as 15 | 30 | 60),
    };
    for (const { name } of LIMITS) {
      const typed = draft[name].trim();
      if (typed !== (limits[name] ?? '')) input[name] = typed === '' ? null : typed;
    }
    save.mutate(input, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        notifySuccess(
          saved.pending.length ? t`Saved. A higher or removed limit applies in 24 hours.` : t`Limits saved.`,
        );
      },
      onError: (error) => {
        const field = LIMITS.map(({ name }) => fieldMessages(error, name).at(0)).find(Boolean);
        setFailure(field ?? errorMessage(error));
      },
    });
  };

  return (
    <Card withBorder padding="lg" data-testid="limits-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Your limits</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            A lower limit applies at once. A higher or removed one applies 24 hours later, and you can cancel it until
            then. Leave a field empty for no limit.
          </Trans>
        </Text>
        {failure ? (
          <Alert color="red" variant="light" data-testid="limits-error">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {LIMITS.map(({ name, label }) => (
            <AmountInput
              key={name}
              label={t(label)}
              placeholder={t`No limit`}
              value={draft[name]}
              onChange={(value) => setDraft({ ...draft, [name]: value })}
              data-testid={`limit-${name}`}
            />
          ))}
        </SimpleGrid>
        <Select
          label={t`Reality check`}
          description={t`A reminder of how long you have played and your result.`}
          data={REMINDERS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={reminder}
          onChange={(value) => setReminder(value ?? '60')}
          allowDeselect={false}
          data-testid="reality-check-select"
        />
        {limits.pending.map((pending) => (
          <PendingChange key={pending.limit} pending={pending} onCancel={() => cancel.mutate(pending.limit)} />
        ))}
        <Group justify="flex-end">
          <Button onClick={onSave} loading={save.isPending} data-testid="limits-save">
            <Trans>Save limits</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
