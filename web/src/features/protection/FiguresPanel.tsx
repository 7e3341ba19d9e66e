import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import type { SaferPlayFigures } from '../../lib/api/protection';
import { formatCoins } from '../../lib/format';
import { dateTimeFormat } from '../../lib/intl';
import { toCents } from '../../lib/money';

const WINDOW_NAMES: Record<SaferPlayFigures['windows'][number]['window'], MessageDescriptor> = {
  '24h': msg`Last 24 hours`,
  '7d': msg`Last 7 days`,
  '30d': msg`Last 30 days`,
};

/** A day of the chart ("2026-11-28", a calendar day, not an instant): read and written in UTC, so never shifted. */
function formatDay(day: string): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat('day-utc', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Each day's net result as a bar: up for a gain, down for a loss, scaled to the largest day. */
function NetChart({ daily }: { daily: SaferPlayFigures['daily'] }) {
  const { t } = useLingui();
  const values = daily.map((day) => toCents(day.net));
  const largest = Math.max(1, ...values.map((value) => Math.abs(value)));
  const width = 300;
  const height = 80;
  const bar = width / Math.max(1, values.length);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      role="img"
      aria-label={t`Net result per day over the last 30 days`}
      data-testid="net-chart"
    >
      <line x1={0} x2={width} y1={height / 2} y2={height / 2} stroke="var(--mantine-color-gray-4)" />
      {values.map((value, index) => {
        const size = (Math.abs(value) / largest) * (height / 2 - 2);
        return (
          <rect
            key={daily[index].day}
            x={index * bar + 1}
            width={Math.max(1, bar - 2)}
            y={value >= 0 ? height / 2 - size : height / 2}
            height={size}
            fill={value >= 0 ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-red-6)'}
          >
            <title>{`${formatDay(daily[index].day)}: ${formatCoins(daily[index].net)}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

export function FiguresPanel({ figures }: { figures: SaferPlayFigures }) {
  const { t } = useLingui();
  return (
    <Card withBorder padding="lg" data-testid="safer-play-figures">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Your figures</Trans>
        </Title>
        {/* Five columns of figures: on a phone the table scrolls sideways in its card rather than leaving it. */}
        <Table.ScrollContainer minWidth={420} type="native">
          <Table striped aria-label={t`Your deposits, fees, prizes and net result`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Period</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Deposits</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Fees</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Prizes</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Net result</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.windows.map((row) => (
                <Table.Tr key={row.window} data-testid={`figures-${row.window}`}>
                  <Table.Th scope="row">{t(WINDOW_NAMES[row.window])}</Table.Th>
                  <Table.Td>{formatCoins(row.deposits)}</Table.Td>
                  <Table.Td>{formatCoins(row.fees)}</Table.Td>
                  <Table.Td>{formatCoins(row.prizes)}</Table.Td>
                  <Table.Td>{formatCoins(row.net)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <NetChart daily={figures.daily} />
        <Title order={2} size="h4">
          <Trans>Help is there</Trans>
        </Title>
        <Text size="sm">
          <Trans>If gambling stops being fun, talk to someone. These organisations help, free and in confidence:</Trans>
        </Text>
        {/* The organisations' own names, from the server: not messages. */}
        <List size="sm" data-testid="help-links" data-user-content>
          {figures.links.map((link) => (
            <List.Item key={link.url}>
              <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
                {link.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
