import { Anchor, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import type { SaferPlayFigures } from '../../lib/api/protection';
import { toCents } from '../../lib/money';

const WINDOW_NAMES = { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' } as const;

/** Each day's net result as a bar: up for a gain, down for a loss, scaled to the largest day. */
function NetChart({ daily }: { daily: SaferPlayFigures['daily'] }) {
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
      aria-label="Net result per day over the last 30 days"
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
            <title>{`${daily[index].day}: ${daily[index].net}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

export function FiguresPanel({ figures }: { figures: SaferPlayFigures }) {
  return (
    <Card withBorder padding="lg" data-testid="safer-play-figures">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your figures
        </Title>
        <Table striped aria-label="Your deposits, fees, prizes and net result">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Period</Table.Th>
              <Table.Th scope="col">Deposits</Table.Th>
              <Table.Th scope="col">Fees</Table.Th>
              <Table.Th scope="col">Prizes</Table.Th>
              <Table.Th scope="col">Net result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.windows.map((row) => (
              <Table.Tr key={row.window} data-testid={`figures-${row.window}`}>
                <Table.Th scope="row">{WINDOW_NAMES[row.window]}</Table.Th>
                <Table.Td>{row.deposits}</Table.Td>
                <Table.Td>{row.fees}</Table.Td>
                <Table.Td>{row.prizes}</Table.Td>
                <Table.Td>{row.net}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <NetChart daily={figures.daily} />
        <Title order={2} size="h4">
          Help is there
        </Title>
        <Text size="sm">
          If gambling stops being fun, talk to someone. These organisations help, free and in confidence:
        </Text>
        <List size="sm" data-testid="help-links">
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
