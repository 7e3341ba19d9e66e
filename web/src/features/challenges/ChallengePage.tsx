import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconSwords, IconX } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { Money } from '../../components/Money';
import { PlayerLink } from '../../components/PlayerLink';
import { ShareLink } from '../../components/ShareLink';
import { Shortfall } from '../../components/Shortfall';
import modal from '../../components/Modal.module.css';
import {
  challengeQueryOptions,
  useAcceptChallengeMutation,
  useCancelChallengeMutation,
  useDeclineChallengeMutation,
  type Challenge,
  type ChallengeStatus,
} from '../../lib/api/challenges';
import { walletBalanceQueryOptions } from '../../lib/api/wallet';
import { bodyDetail, bodyError, isApiError } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { centsToDecimal, toCents } from '../../lib/money';
import { notifyError, notifySuccess } from '../../lib/notify';
import { paceLabel } from '../../lib/pace';
import { useCurrentUser } from '../../lib/session';
import { shortfallCents } from '../../lib/shortfall';

const route = getRouteApi('/_authenticated/challenge/$token');

export const CHALLENGE_LOAD_FAILED = 'Failed to load this challenge. Please try again.';
const BACK = { to: '/tournaments', label: 'Back to Tournaments' } as const;

const STATUS: Record<ChallengeStatus, { label: string; color: string }> = {
  OPEN: { label: 'Open', color: 'blue' },
  ACCEPTED: { label: 'Accepted', color: 'teal' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
  EXPIRED: { label: 'Expired', color: 'gray' },
  DECLINED: { label: 'Declined', color: 'gray' },
};

/** What happened to a challenge that is no longer open, in a sentence. */
function closedWords(c: Challenge, mine: boolean): string {
  switch (c.status) {
    case 'ACCEPTED':
      return `${c.opponent_username ?? 'A player'} accepted: the match is on.`;
    case 'CANCELLED':
      return mine ? 'You cancelled this challenge.' : `${c.creator_username} cancelled this challenge.`;
    case 'DECLINED':
      return `${c.opponent_username ?? 'The player'} declined this challenge.`;
    case 'EXPIRED':
      return 'Nobody accepted this challenge in time.';
    case 'OPEN':
      return '';
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div" fw={700}>
        {children}
      </Text>
    </Stack>
  );
}

/** Accepting pays the fee: said first, with the balance it leaves, as joining a tournament does. */
function AcceptConfirm({
  challenge,
  opened,
  busy,
  onConfirm,
  onClose,
}: {
  challenge: Challenge;
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { data: wallet } = useQuery({ ...walletBalanceQueryOptions(), enabled: opened });
  const after = wallet ? toCents(wallet.balance) - toCents(challenge.entry_fee) : null;
  return (
    <Modal opened={opened} onClose={onClose} title="Accept this challenge?">
      <Stack gap="md" data-testid="challenge-confirm">
        <Group justify="space-between" gap="xs">
          <Text size="sm">Entry fee</Text>
          <Money value={challenge.entry_fee} sign="−" fw={700} iconSize={16} />
        </Group>
        {after !== null ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm">Balance after</Text>
            <Money value={centsToDecimal(after)} fw={700} iconSize={16} />
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          The match starts as soon as you accept. The winner takes <Money value={challenge.prize_pool} size="sm" />.
        </Text>
        <div className={modal.actions}>
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button onClick={onConfirm} loading={busy} data-testid="challenge-confirm-accept">
            Pay and accept
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}

/**
 * A challenge by its link (issue 33 §1): who made it, the stakes and the pace, and what the viewer may do with it:
 * accept, decline (the player named), or cancel and share (its maker).
 */
export function ChallengePage() {
  const { token } = route.useParams();
  const { data: c } = useSuspenseQuery(challengeQueryOptions(token));
  const me = useCurrentUser();
  const navigate = useNavigate();
  const accept = useAcceptChallengeMutation();
  const cancel = useCancelChallengeMutation();
  const decline = useDeclineChallengeMutation();
  const [confirming, setConfirming] = useState(false);
  const { data: wallet } = useQuery({ ...walletBalanceQueryOptions(), enabled: c.can_accept && !c.friendly });
  const missing = c.can_accept && !c.friendly ? shortfallCents(c.entry_fee, wallet?.balance) : 0;
  const mine = me?.id === c.creator;
  const named = c.opponent !== null && me?.id === c.opponent;
  const look = STATUS[c.status];

  const failed = (fallback: string) => (failure: unknown) =>
    notifyError(bodyError(failure) ?? bodyDetail(failure) ?? fallback);
  const onAccept = () =>
    accept.mutate(c.token, {
      onSuccess: (answer) => {
        notifySuccess('Challenge accepted: good luck!');
        void navigate({ to: '/tournament/$tournamentId', params: { tournamentId: String(answer.tournament) } });
      },
      onError: failed('Failed to accept the challenge'),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} miw={0}>
              <Title order={1} size="h2" data-testid="challenge-title">
                {mine ? 'Your challenge' : `${c.creator_username} challenges ${named ? 'you' : 'you to a match'}`}
              </Title>
              <Text c="dimmed">
                {c.opponent_username ? (
                  <>
                    <PlayerLink name={c.creator_username} /> against <PlayerLink name={c.opponent_username} />
                  </>
                ) : (
                  <>
                    By <PlayerLink name={c.creator_username} />, open to the first player who accepts
                  </>
                )}
              </Text>
            </Stack>
            <Badge size="lg" variant="light" color={look.color} data-testid="challenge-status">
              {look.label}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" verticalSpacing="sm">
            <Fact label="Stakes">
              {c.friendly ? 'Friendly (no stakes)' : <Money value={c.entry_fee} data-testid="challenge-fee" />}
            </Fact>
            {c.friendly ? null : (
              <Fact label="Prize">
                <Money value={c.prize_pool} c="teal.8" />
              </Fact>
            )}
            <Fact label="Game Mode">{c.game_mode_display}</Fact>
            <Fact label="Pace">{paceLabel(c.move_timeout)}</Fact>
            {c.status === 'OPEN' ? <Fact label="Expires">{formatDateTime(c.expires_at)}</Fact> : null}
          </SimpleGrid>

          {c.status === 'OPEN' ? null : <Text data-testid="challenge-closed">{closedWords(c, mine)}</Text>}
          {c.status === 'OPEN' && mine ? (
            <ShareLink
              label="Challenge link"
              path={c.url}
              text={`${c.creator_username} challenges you on Spockout.`}
              testId="challenge-link"
            />
          ) : null}
          {missing > 0 ? <Shortfall cents={missing} /> : null}

          <Group justify="flex-end" gap="sm">
            {c.can_cancel ? (
              <Button
                variant="default"
                color="red"
                loading={cancel.isPending}
                leftSection={<IconX size={18} aria-hidden />}
                onClick={() =>
                  cancel.mutate(c.token, {
                    onSuccess: () =>
                      notifySuccess(c.friendly ? 'Challenge cancelled' : 'Challenge cancelled: fee refunded'),
                    onError: failed('Failed to cancel the challenge'),
                  })
                }
              >
                Cancel challenge
              </Button>
            ) : null}
            {c.can_decline ? (
              <Button
                variant="default"
                loading={decline.isPending}
                onClick={() =>
                  decline.mutate(c.token, {
                    onSuccess: () => notifySuccess('Challenge declined'),
                    onError: failed('Failed to decline the challenge'),
                  })
                }
              >
                Decline
              </Button>
            ) : null}
            {c.can_accept ? (
              <Button
                leftSection={<IconCheck size={18} aria-hidden />}
                loading={accept.isPending}
                disabled={missing > 0}
                onClick={() => (c.friendly ? onAccept() : setConfirming(true))}
                data-testid="challenge-accept"
              >
                Accept
              </Button>
            ) : null}
            {c.status === 'ACCEPTED' ? (
              <Button
                renderRoot={(props) => (
                  <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: String(c.tournament) }} />
                )}
                rightSection={<IconArrowRight size={16} aria-hidden />}
                leftSection={<IconSwords size={18} aria-hidden />}
              >
                Go to the match
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
      <AcceptConfirm
        challenge={c}
        opened={confirming}
        busy={accept.isPending}
        onConfirm={onAccept}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The route's error boundary: an unknown link is final, anything else may be retried. */
export function ChallengeError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isApiError(error) && error.status === 404)
    return (
      <LoadErrorCard
        title="Challenge not found"
        message="This challenge link is not valid. Ask your friend for a new one."
        notFound
        back={BACK}
        data-testid="challenge-not-found"
      />
    );
  return (
    <LoadErrorCard
      message={CHALLENGE_LOAD_FAILED}
      back={BACK}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
