import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatDateTime, formatRelativeTime } from '../../lib/format';
import { centsToDecimal, toCents } from '../../lib/money';
import { notifyError, notifySuccess } from '../../lib/notify';
import { paceLabel } from '../../lib/pace';
import { useCurrentUser } from '../../lib/session';
import { shortfallCents } from '../../lib/shortfall';
import { gameModeLabel } from '../../lib/display';

const route = getRouteApi('/_authenticated/challenge/$token');

export const CHALLENGE_LOAD_FAILED = msg`Failed to load this challenge. Please try again.`;
const BACK_LABEL = msg`Back to Tournaments`;

const STATUS: Record<ChallengeStatus, { label: MessageDescriptor; color: string }> = {
  OPEN: { label: msg`Open`, color: 'blue' },
  ACCEPTED: { label: msg`Accepted`, color: 'teal' },
  CANCELLED: { label: msg`Cancelled`, color: 'gray' },
  EXPIRED: { label: msg`Expired`, color: 'gray' },
  DECLINED: { label: msg`Declined`, color: 'gray' },
};

/** What happened to a challenge that is no longer open, in a sentence. */
function closedWords(c: Challenge, mine: boolean): string {
  const creator = c.creator_username;
  switch (c.status) {
    case 'ACCEPTED': {
      const opponent = c.opponent_username ?? t`A player`;
      return t`${opponent} accepted: the match is on.`;
    }
    case 'CANCELLED':
      return mine ? t`You cancelled this challenge.` : t`${creator} cancelled this challenge.`;
    case 'DECLINED': {
      const opponent = c.opponent_username ?? t`The player`;
      return t`${opponent} declined this challenge.`;
    }
    case 'EXPIRED':
      return t`Nobody accepted this challenge in time.`;
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
  const { t } = useLingui();
  const { data: wallet } = useQuery({ ...walletBalanceQueryOptions(), enabled: opened });
  const prize = challenge.prize_pool;
  const after = wallet ? toCents(wallet.balance) - toCents(challenge.entry_fee) : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Accept this challenge?`}>
      <Stack gap="md" data-testid="challenge-confirm">
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            <Trans>Entry fee</Trans>
          </Text>
          <Money value={challenge.entry_fee} sign="−" fw={700} iconSize={16} />
        </Group>
        {after !== null ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              <Trans>Balance after</Trans>
            </Text>
            <Money value={centsToDecimal(after)} fw={700} iconSize={16} />
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          <Trans>
            The match starts as soon as you accept. The winner takes <Money value={prize} size="sm" />.
          </Trans>
        </Text>
        <div className={modal.actions}>
          <Button variant="default" onClick={onClose}>
            <Trans>Not now</Trans>
          </Button>
          <Button onClick={onConfirm} loading={busy} data-testid="challenge-confirm-accept">
            <Trans>Pay and accept</Trans>
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
  const { t } = useLingui();
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
  const creator = c.creator_username;
  const opponent = c.opponent_username;

  const failed = (fallback: string) => (failure: unknown) =>
    notifyError(bodyError(failure) ?? bodyDetail(failure) ?? fallback);
  const onAccept = () =>
    accept.mutate(c.token, {
      onSuccess: (answer) => {
        notifySuccess(t`Challenge accepted: good luck!`);
        void navigate({ to: '/tournament/$tournamentId', params: { tournamentId: String(answer.tournament) } });
      },
      onError: failed(t`Failed to accept the challenge`),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} miw={0}>
              <Title order={1} size="h2" data-testid="challenge-title">
                {mine
                  ? t`Your challenge`
                  : named
                    ? t`${creator} challenges you`
                    : t`${creator} challenges you to a match`}
              </Title>
              <Text c="dimmed">
                {opponent ? (
                  <Trans>
                    <PlayerLink name={creator} /> against <PlayerLink name={opponent} />
                  </Trans>
                ) : (
                  <Trans>
                    By <PlayerLink name={creator} />, open to the first player who accepts
                  </Trans>
                )}
              </Text>
            </Stack>
            <Badge size="lg" variant="light" color={look.color} data-testid="challenge-status">
              {t(look.label)}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" verticalSpacing="sm">
            <Fact label={t`Stakes`}>
              {c.friendly ? t`Friendly (no stakes)` : <Money value={c.entry_fee} data-testid="challenge-fee" />}
            </Fact>
            {c.friendly ? null : (
              <Fact label={t`Prize`}>
                <Money value={c.prize_pool} c="teal.8" />
              </Fact>
            )}
            <Fact label={t`Game Mode`}>{gameModeLabel(c.game_mode, c.game_mode_display)}</Fact>
            <Fact label={t`Pace`}>{paceLabel(c.move_timeout)}</Fact>
            {c.status === 'OPEN' ? (
              <Fact label={t`Expires`}>
                {/* The countdown in words ("in 23 hours", "in 23 Stunden"), the moment itself beside it. */}
                {formatRelativeTime(c.expires_at)} ({formatDateTime(c.expires_at)})
              </Fact>
            ) : null}
          </SimpleGrid>

          {c.status === 'OPEN' ? null : <Text data-testid="challenge-closed">{closedWords(c, mine)}</Text>}
          {c.status === 'OPEN' && mine ? (
            <ShareLink
              label={t`Challenge link`}
              path={c.url}
              text={t`${creator} challenges you on Spockout.`}
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
                      notifySuccess(c.friendly ? t`Challenge cancelled` : t`Challenge cancelled: fee refunded`),
                    onError: failed(t`Failed to cancel the challenge`),
                  })
                }
              >
                <Trans>Cancel challenge</Trans>
              </Button>
            ) : null}
            {c.can_decline ? (
              <Button
                variant="default"
                loading={decline.isPending}
                onClick={() =>
                  decline.mutate(c.token, {
                    onSuccess: () => notifySuccess(t`Challenge declined`),
                    onError: failed(t`Failed to decline the challenge`),
                  })
                }
              >
                <Trans>Decline</Trans>
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
                <Trans>Accept</Trans>
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
                <Trans>Go to the match</Trans>
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
  const { t } = useLingui();
  const router = useRouter();
  const back = { to: '/tournaments', label: t(BACK_LABEL) } as const;
  if (isApiError(error) && error.status === 404)
    return (
      <LoadErrorCard
        title={t`Challenge not found`}
        message={t`This challenge link is not valid. Ask your friend for a new one.`}
        notFound
        back={back}
        data-testid="challenge-not-found"
      />
    );
  return (
    <LoadErrorCard
      message={t(CHALLENGE_LOAD_FAILED)}
      back={back}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
