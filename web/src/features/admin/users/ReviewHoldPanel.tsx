import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconShieldCheck, IconUserExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { ClearHoldModal } from './ClearHoldModal';
import type { AdminProtection, ReviewHold } from './queries';
import tables from '../../../components/Tables.module.css';

const REASONS: Record<ReviewHold['reason'], MessageDescriptor> = {
  exclusion_match: msg`Email of an excluded player`,
  exclusion_near_match: msg`Near match with an excluded player`,
  age_refused: msg`Date of birth refused as under age`,
  age_refused_nearby: msg`Follows an under-age refusal nearby`,
};

type Attempt = AdminProtection['date_of_birth_attempts'][number];

const OUTCOMES: Record<Attempt['outcome'], [MessageDescriptor, string]> = {
  accepted: [msg`Accepted`, 'teal'],
  under_age: [msg`Under age`, 'red'],
  after_refusal: [msg`Refused: after an under-age date`, 'orange'],
};

/** On a phone the outcome wraps inside its badge rather than being cut to "Under...". */
const WRAPPING_BADGE = { label: { whiteSpace: 'normal' as const } };

const SOURCES: Record<Attempt['source'], MessageDescriptor> = {
  registration: msg`Registration`,
  player: msg`Profile`,
  admin: msg`Admin correction`,
};

/**
 * Issue 30: why the account waits for a review (a near match in the exclusion register, an under-age date), the
 * Clear action, the holds cleared before with who cleared them and why, and every date of birth it tried.
 */
export function ReviewHoldPanel({
  userId,
  username,
  data,
}: {
  userId: number;
  username: string;
  data: AdminProtection;
}) {
  const { t } = useLingui();
  const [clearing, setClearing] = useState(false);
  const { review, date_of_birth_attempts: attempts } = data;
  const open = review.holds.filter((hold) => hold.cleared_at === null);
  const cleared = review.holds.filter((hold) => hold.cleared_at !== null);
  const refused = attempts.some((attempt) => attempt.outcome !== 'accepted');
  if (review.holds.length === 0 && !refused) return null;

  const sourceText = (attempt: Attempt) => {
    const source = t(SOURCES[attempt.source]);
    return attempt.this_account ? source : t`${source} (not this account: same address or email)`;
  };

  return (
    <Stack gap="sm" data-testid="admin-review-hold">
      {review.held ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconUserExclamation size={18} aria-hidden />}
          title={t`Held for review: no deposits or paid entries until cleared`}
          data-testid="review-hold-open"
        >
          <Stack gap="xs">
            <List size="sm" spacing={6}>
              {open.map((hold) => (
                <List.Item key={hold.id}>
                  <Text span size="sm" fw={600}>
                    {t(REASONS[hold.reason])}.
                  </Text>{' '}
                  <span data-server-text>{hold.detail}</span>
                </List.Item>
              ))}
            </List>
            <Group>
              <Button
                size="xs"
                color="teal"
                leftSection={<IconShieldCheck size={14} aria-hidden />}
                onClick={() => setClearing(true)}
                data-testid="review-hold-clear"
              >
                <Trans>Clear hold</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {cleared.length ? (
        <List size="sm" spacing={4} data-testid="review-hold-cleared">
          {cleared.map((hold) => {
            const reason = t(REASONS[hold.reason]);
            const when = formatDateTime(hold.cleared_at);
            const adminId = hold.cleared_by;
            const note = hold.clear_note;
            return (
              <List.Item key={hold.id}>
                {note ? (
                  <Trans>
                    {reason}: cleared {when} by admin #{adminId} (<bdi data-user-content>{note}</bdi>).
                  </Trans>
                ) : (
                  <Trans>
                    {reason}: cleared {when} by admin #{adminId}.
                  </Trans>
                )}
              </List.Item>
            );
          })}
        </List>
      ) : null}
      {refused ? (
        <div
          className={tables.scroll}
          tabIndex={0}
          role="region"
          aria-label={t`Dates of birth tried, scrolls sideways`}
        >
          <Table striped aria-label={t`Dates of birth tried`} data-testid="date-of-birth-attempts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Date of birth</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Outcome</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Given</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>When</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attempts.map((attempt) => (
                <Table.Tr key={`${attempt.at}-${attempt.date_of_birth}-${attempt.outcome}`}>
                  <Table.Td>{attempt.date_of_birth}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={OUTCOMES[attempt.outcome][1]}
                      variant="light"
                      tt="none"
                      h="auto"
                      styles={WRAPPING_BADGE}
                    >
                      {t(OUTCOMES[attempt.outcome][0])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{sourceText(attempt)}</Table.Td>
                  <Table.Td>{formatDateTime(attempt.at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ) : null}
      <ClearHoldModal
        userId={userId}
        username={username}
        open={open}
        opened={clearing}
        onClose={() => setClearing(false)}
      />
    </Stack>
  );
}
