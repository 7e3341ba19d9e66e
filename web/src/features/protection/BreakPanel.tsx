import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { useRequestReopen, useSelfExclude, useTakeTimeOut, type Protection } from '../../lib/api/protection';

/** A length to choose, and the whole sentence that confirms it (a plural each: the count decides the words). */
interface Choice {
  value: string;
  label: string;
  confirm: string;
}

// Built at render time, in the language active then.
function timeOuts(): Choice[] {
  const days = (count: number): Choice => ({
    value: String(count),
    label: plural(count, { one: '# day', other: '# days' }),
    confirm: plural(count, {
      one: 'A time-out of # day starts now and cannot be lifted.',
      other: 'A time-out of # days starts now and cannot be lifted.',
    }),
  });
  const weeks = 6;
  return [
    days(1),
    days(7),
    days(30),
    {
      value: '42',
      label: plural(weeks, { one: '# week', other: '# weeks' }),
      confirm: plural(weeks, {
        one: 'A time-out of # week starts now and cannot be lifted.',
        other: 'A time-out of # weeks starts now and cannot be lifted.',
      }),
    },
  ];
}

function exclusions(): Choice[] {
  const months = 6;
  const years = (count: number): Choice => ({
    value: String(count * 12),
    label: plural(count, { one: '# year', other: '# years' }),
    confirm: plural(count, {
      one: 'A self-exclusion of # year starts now and cannot be lifted.',
      other: 'A self-exclusion of # years starts now and cannot be lifted.',
    }),
  });
  return [
    {
      value: '6',
      label: plural(months, { one: '# month', other: '# months' }),
      confirm: plural(months, {
        one: 'A self-exclusion of # month starts now and cannot be lifted.',
        other: 'A self-exclusion of # months starts now and cannot be lifted.',
      }),
    },
    years(1),
    years(5),
  ];
}

/** A time-out or self-exclusion: both start at once and nobody can shorten them, so each asks to confirm. */
export function BreakPanel({ protection }: { protection: Protection }) {
  const { t } = useLingui();
  const [days, setDays] = useState('1');
  const [months, setMonths] = useState('6');
  const [confirming, setConfirming] = useState<'time_out' | 'self_exclusion' | null>(null);
  const timeOut = useTakeTimeOut();
  const exclude = useSelfExclude();
  const reopen = useRequestReopen();
  const onError = (error: unknown) => notifyError(errorMessage(error));
  const timeOutChoices = timeOuts();
  const exclusionChoices = exclusions();
  const timeOutEnds = formatDateTime(protection.time_out.ends_at);
  const exclusionEnds = protection.self_exclusion.ends_at ? formatDateTime(protection.self_exclusion.ends_at) : null;

  const confirm = () => {
    if (confirming === 'time_out') timeOut.mutate(Number(days) as 1 | 7 | 30 | 42, { onError });
    if (confirming === 'self_exclusion') exclude.mutate(Number(months) as 6 | 12 | 60, { onError });
    setConfirming(null);
  };

  return (
    <Card withBorder padding="lg" data-testid="break-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Take a break</Trans>
        </Title>
        {protection.time_out.active ? (
          <Alert color="yellow" variant="light" data-testid="time-out-status">
            <Trans>You are on a time-out until {timeOutEnds}.</Trans>
          </Alert>
        ) : null}
        {protection.self_exclusion.active ? (
          <Alert color="yellow" variant="light" data-testid="self-exclusion-status">
            {exclusionEnds ? (
              <Trans>Your account is self-excluded until {exclusionEnds}.</Trans>
            ) : (
              <Trans>Your self-exclusion period has ended. Your account stays closed until you ask to reopen it.</Trans>
            )}
            {protection.self_exclusion.can_request_reopen ? (
              <Group mt="xs">
                <Button size="compact-sm" onClick={() => reopen.mutate(undefined, { onError })}>
                  <Trans>Reopen my account in 24 hours</Trans>
                </Button>
              </Group>
            ) : null}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          <Trans>
            While a break lasts you can sign in, see everything and withdraw, but not deposit, join or create. Your
            seats in tournaments that have not started are refunded. It cannot be shortened or lifted, by you or by us.
          </Trans>
        </Text>
        <Group align="flex-end">
          <Select
            label={t`Time-out`}
            data={timeOutChoices.map(({ value, label }) => ({ value, label }))}
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
            <Trans>Take a time-out</Trans>
          </Button>
        </Group>
        <Group align="flex-end">
          <Select
            label={t`Self-exclusion`}
            data={exclusionChoices.map(({ value, label }) => ({ value, label }))}
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
            <Trans>Exclude myself</Trans>
          </Button>
        </Group>
        {confirming ? (
          <Alert color="red" variant="light" data-testid="break-confirm">
            <Stack gap="xs">
              <Text size="sm">
                {confirming === 'time_out'
                  ? timeOutChoices.find((choice) => choice.value === days)?.confirm
                  : exclusionChoices.find((choice) => choice.value === months)?.confirm}
              </Text>
              <Group>
                <Button color="red" size="compact-sm" onClick={confirm} data-testid="break-confirm-button">
                  <Trans>Confirm</Trans>
                </Button>
                <Button variant="default" size="compact-sm" onClick={() => setConfirming(null)}>
                  <Trans>Keep playing</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
