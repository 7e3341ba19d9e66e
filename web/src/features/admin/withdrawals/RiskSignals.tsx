import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { RiskSignal, RiskSignalCode } from './queries';
import { lookup } from '../../../lib/lookup';

const TITLE: Record<RiskSignalCode, MessageDescriptor> = {
  new_account: msg`New account`,
  opponent_never_moved: msg`Prize won against a player who never moved`,
  repeat_opponent: msg`Same opponent again and again`,
  shared_address_with_opponent: msg`Shares an address with an opponent`,
  not_wagered: msg`Withdraws more than it wagered since depositing`,
  age_declaration_refused: msg`A date of birth was refused as under age`,
  shared_destination: msg`Pays out where another account does`,
};

/** "1 risk signal", "3 risk signals". */
function signalCount(count: number): string {
  return plural(count, { one: '# risk signal', other: '# risk signals' });
}

/** The count of a withdrawal's risk signals for its row; nothing for a clean account, so a badge stands out. */
export function RiskBadge({ signals }: { signals: RiskSignal[] | undefined }) {
  const count = signals?.length ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      color="red"
      variant="light"
      radius="sm"
      tt="none"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      data-testid="risk-badge"
      data-count={count}
    >
      {signalCount(count)}
    </Badge>
  );
}

function SignalLinks({ signal }: { signal: RiskSignal }) {
  if (signal.users.length === 0 && signal.matches.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {signal.users.map((user) => (
        <Anchor
          key={`user-${user.id}`}
          size="sm"
          renderRoot={(props) => <Link {...props} to="/admin/users/$userId" params={{ userId: user.id }} />}
          data-testid="risk-signal-user"
        >
          <bdi data-user-content>{user.username}</bdi>
        </Anchor>
      ))}
      {signal.matches.map((matchId) => (
        <Anchor
          key={`match-${matchId}`}
          size="sm"
          renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(matchId) }} />}
          data-testid="risk-signal-match"
        >
          <Trans>Match #{matchId}</Trans>
        </Anchor>
      ))}
    </Group>
  );
}

/** What the reviewer should weigh before the money leaves, in plain words, with links to the matches and users. */
export function RiskSignalList({ signals }: { signals: RiskSignal[] | undefined }) {
  const { t } = useLingui();
  if (!signals) return null;
  const titleOf = (code: RiskSignalCode) => {
    const title = lookup(TITLE, code);
    return title ? t(title) : code;
  };
  if (signals.length === 0) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconShieldCheck size={18} aria-hidden />}
        data-testid="risk-signals-none"
      >
        <Trans>No risk signals for this account.</Trans>
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={signalCount(signals.length)}
      data-testid="risk-signals"
    >
      <List spacing="sm" size="sm">
        {signals.map((signal, index) => (
          <List.Item key={`${signal.code}-${index}`} data-testid="risk-signal" data-code={signal.code}>
            <Stack gap={2}>
              <Text size="sm" fw={700}>
                {titleOf(signal.code)}
              </Text>
              {/* The signal's particulars, in the server's words (its figures and names). */}
              <Text size="sm" dir="auto" data-server-text>
                {signal.detail}
              </Text>
              <SignalLinks signal={signal} />
            </Stack>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
