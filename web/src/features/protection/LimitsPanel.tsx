import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { fieldMessages, errorMessage } from '../../lib/errors';
import { notifySuccess } from '../../lib/notify';
import {
  useCancelPendingLimit,
  useSetLimits,
  type LimitName,
  type Limits,
  type LimitsInput,
} from '../../lib/api/protection';

const LIMITS: { name: LimitName; label: string }[] = [
  { name: 'deposit_daily', label: 'Deposits per 24 hours' },
  { name: 'deposit_weekly', label: 'Deposits per 7 days' },
  { name: 'deposit_monthly', label: 'Deposits per 30 days' },
  { name: 'loss_daily', label: 'Losses per 24 hours' },
  { name: 'loss_weekly', label: 'Losses per 7 days' },
  { name: 'loss_monthly', label: 'Losses per 30 days' },
];

const LABEL_OF = Object.fromEntries(LIMITS.map((limit) => [limit.name, limit.label])) as Record<LimitName, string>;

const REMINDERS = [
  { value: '15', label: 'Every 15 minutes' },
  { value: '30', label: 'Every 30 minutes' },
  { value: '60', label: 'Every 60 minutes' },
  { value: 'none', label: 'No reminder' },
];

type Draft = Record<LimitName, string>;

const draftOf = (limits: Limits): Draft =>
  Object.fromEntries(LIMITS.map(({ name }) => [name, limits[name] ?? ''])) as Draft;

/** The six limits and the reality-check reminder; a raise or removal shows as waiting, with a way to cancel it. */
export function LimitsPanel({ limits }: { limits: Limits }) {
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
        notifySuccess(saved.pending.length ? 'Saved. A higher or removed limit applies in 24 hours.' : 'Limits saved.');
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
          Your limits
        </Title>
        <Text size="sm" c="dimmed">
          A lower limit applies at once. A higher or removed one applies 24 hours later, and you can cancel it until
          then. Leave a field empty for no limit.
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
              label={label}
              placeholder="No limit"
              value={draft[name]}
              onChange={(value) => setDraft({ ...draft, [name]: value })}
              data-testid={`limit-${name}`}
            />
          ))}
        </SimpleGrid>
        <Select
          label="Reality check"
          description="A reminder of how long you have played and your result."
          data={REMINDERS}
          value={reminder}
          onChange={(value) => setReminder(value ?? '60')}
          allowDeselect={false}
          data-testid="reality-check-select"
        />
        {limits.pending.map((pending) => (
          <Group key={pending.limit} justify="space-between" data-testid={`pending-${pending.limit}`}>
            <Text size="sm">
              {LABEL_OF[pending.limit]}: {pending.amount ?? 'no limit'} from{' '}
              {new Date(pending.effective_at).toLocaleString()}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => cancel.mutate(pending.limit)}>
              Cancel change
            </Button>
          </Group>
        ))}
        <Group justify="flex-end">
          <Button onClick={onSave} loading={save.isPending} data-testid="limits-save">
            Save limits
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
