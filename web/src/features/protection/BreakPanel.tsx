import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { notifyError } from '../../lib/notify';
import { useRequestReopen, useSelfExclude, useTakeTimeOut, type Protection } from '../../lib/api/protection';

const TIME_OUTS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '42', label: '6 weeks' },
];

const EXCLUSIONS = [
  { value: '6', label: '6 months' },
  { value: '12', label: '1 year' },
  { value: '60', label: '5 years' },
];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : null);

/** A time-out or self-exclusion: both start at once and nobody can shorten them, so each asks to confirm. */
export function BreakPanel({ protection }: { protection: Protection }) {
  const [days, setDays] = useState('1');
  const [months, setMonths] = useState('6');
  const [confirming, setConfirming] = useState<'time_out' | 'self_exclusion' | null>(null);
  const timeOut = useTakeTimeOut();
  const exclude = useSelfExclude();
  const reopen = useRequestReopen();
  const onError = (error: unknown) => notifyError(errorMessage(error));

  const confirm = () => {
    if (confirming === 'time_out') timeOut.mutate(Number(days) as 1 | 7 | 30 | 42, { onError });
    if (confirming === 'self_exclusion') exclude.mutate(Number(months) as 6 | 12 | 60, { onError });
    setConfirming(null);
  };

  return (
    <Card withBorder padding="lg" data-testid="break-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Take a break
        </Title>
        {protection.time_out.active ? (
          <Alert color="yellow" variant="light" data-testid="time-out-status">
            You are on a time-out until {when(protection.time_out.ends_at)}.
          </Alert>
        ) : null}
        {protection.self_exclusion.active ? (
          <Alert color="yellow" variant="light" data-testid="self-exclusion-status">
            {protection.self_exclusion.ends_at
              ? `Your account is self-excluded until ${when(protection.self_exclusion.ends_at)}.`
              : 'Your self-exclusion period has ended. Your account stays closed until you ask to reopen it.'}
            {protection.self_exclusion.can_request_reopen ? (
              <Group mt="xs">
                <Button size="compact-sm" onClick={() => reopen.mutate(undefined, { onError })}>
                  Reopen my account in 24 hours
                </Button>
              </Group>
            ) : null}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          While a break lasts you can sign in, see everything and withdraw, but not deposit, join or create. Your seats
          in tournaments that have not started are refunded. It cannot be shortened or lifted, by you or by us.
        </Text>
        <Group align="flex-end">
          <Select
            label="Time-out"
            data={TIME_OUTS}
            value={days}
            onChange={(v) => setDays(v ?? '1')}
            allowDeselect={false}
          />
          <Button
            variant="light"
            color="orange"
            onClick={() => setConfirming('time_out')}
            data-testid="time-out-button"
          >
            Take a time-out
          </Button>
        </Group>
        <Group align="flex-end">
          <Select
            label="Self-exclusion"
            data={EXCLUSIONS}
            value={months}
            onChange={(v) => setMonths(v ?? '6')}
            allowDeselect={false}
          />
          <Button
            variant="light"
            color="red"
            onClick={() => setConfirming('self_exclusion')}
            data-testid="self-exclude-button"
          >
            Exclude myself
          </Button>
        </Group>
        {confirming ? (
          <Alert color="red" variant="light" data-testid="break-confirm">
            <Stack gap="xs">
              <Text size="sm">
                {confirming === 'time_out'
                  ? `A time-out of ${TIME_OUTS.find((t) => t.value === days)?.label} starts now and cannot be lifted.`
                  : `A self-exclusion of ${EXCLUSIONS.find((e) => e.value === months)?.label} starts now and cannot be lifted.`}
              </Text>
              <Group>
                <Button color="red" size="compact-sm" onClick={confirm} data-testid="break-confirm-button">
                  Confirm
                </Button>
                <Button variant="default" size="compact-sm" onClick={() => setConfirming(null)}>
                  Keep playing
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
