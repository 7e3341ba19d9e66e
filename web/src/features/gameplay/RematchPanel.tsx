import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRepeat, IconSwords } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Money } from '../../components/Money';
import { api, unwrap } from '../../lib/api-client';
import {
  myChallengesQueryOptions,
  rematchOf,
  useAcceptChallengeMutation,
  useCancelChallengeMutation,
  useDeclineChallengeMutation,
  useOfferRematchMutation,
} from '../../lib/api/challenges';
import type { Match } from '../../lib/api/match';
import { bodyDetail, bodyError } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCurrentUser } from '../../lib/session';
import { useAnnounce } from './Announcer';

const failed = (fallback: string) => (failure: unknown) =>
  notifyError(bodyError(failure) ?? bodyDetail(failure) ?? fallback);

/**
 * Another one (issue 33 §2): either player of a finished match offers a rematch at the same stakes and pace; the
 * other sees "alice wants a rematch" here, live, and accepting goes straight into the new match. The offer lasts 2
 * minutes, and the other's inbox has it too.
 */
export function RematchPanel({ match }: { match: Match }) {
  const { t } = useLingui();
  const me = useCurrentUser();
  const { data: mine } = useQuery(myChallengesQueryOptions());
  const offer = rematchOf(mine?.results, match.id);
  const navigate = useNavigate();
  const announce = useAnnounce();
  const offerRematch = useOfferRematchMutation();
  const accept = useAcceptChallengeMutation();
  const decline = useDeclineChallengeMutation();
  const cancel = useCancelChallengeMutation();
  const incoming = offer && offer.creator !== me?.id ? offer : undefined;
  const creator = incoming?.creator_username;
  const wantsWords = incoming ? t`${creator} wants a rematch.` : null;
  useEffect(() => {
    if (wantsWords) announce(wantsWords);
  }, [announce, wantsWords]);

  // Into the new match at once: it starts as both players are there.
  const enter = async (tournamentId: number) => {
    const matches = await unwrap(
      api.GET('/api/tournaments/{id}/my_matches', { params: { path: { id: tournamentId } } }),
    ).catch(() => []);
    const next = matches.at(0);
    if (next) void navigate({ to: '/match/$matchId', params: { matchId: String(next.id) } });
    else void navigate({ to: '/tournament/$tournamentId', params: { tournamentId: String(tournamentId) } });
  };

  const fee = incoming?.entry_fee ?? '0';
  if (incoming)
    return (
      <Alert
        color="violet"
        variant="light"
        w="100%"
        data-testid="rematch-offer"
        icon={<IconRepeat size={18} aria-hidden />}
      >
        <Stack gap="xs">
          <Text fw={700}>
            <Trans>
              <span data-user-content>{creator}</span> wants a rematch
            </Trans>
          </Text>
          <Text size="sm">
            {incoming.friendly ? (
              <Trans>A friendly, no stakes. Same pace.</Trans>
            ) : (
              <Trans>
                Same stakes: <Money value={fee} size="sm" iconSize={14} /> each. Same pace.
              </Trans>
            )}
          </Text>
          <Group gap="sm">
            <Button
              leftSection={<IconSwords size={16} aria-hidden />}
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(incoming.token, {
                  onSuccess: (taken) => void enter(taken.tournament),
                  onError: failed(t`Failed to accept the rematch`),
                })
              }
              data-testid="rematch-accept"
            >
              <Trans>Accept</Trans>
            </Button>
            <Button
              variant="default"
              loading={decline.isPending}
              onClick={() =>
                decline.mutate(incoming.token, {
                  onSuccess: () => notifySuccess(t`Rematch declined`),
                  onError: failed(t`Failed to decline the rematch`),
                })
              }
            >
              <Trans>Decline</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );

  const opponent = offer?.opponent_username;
  if (offer)
    return (
      <Group gap="sm" justify="center" data-testid="rematch-waiting">
        <Text size="sm" fw={600}>
          {offer.opponent_username ? (
            <Trans>
              Rematch offered: waiting for <span data-user-content>{opponent}</span>.
            </Trans>
          ) : (
            <Trans>Rematch offered: waiting for your opponent.</Trans>
          )}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          loading={cancel.isPending}
          onClick={() => cancel.mutate(offer.token, { onError: failed(t`Failed to withdraw the offer`) })}
        >
          <Trans>Withdraw</Trans>
        </Button>
      </Group>
    );

  return (
    <Button
      variant="white"
      color="violet"
      leftSection={<IconRepeat size={16} aria-hidden />}
      loading={offerRematch.isPending}
      onClick={() =>
        offerRematch.mutate(match.id, {
          onSuccess: (made) => {
            const to = made.opponent_username;
            notifySuccess(to ? t`Rematch offered to ${to}` : t`Rematch offered to your opponent`);
          },
          onError: failed(t`Failed to offer a rematch`),
        })
      }
      data-testid="rematch-button"
    >
      <Trans>Rematch</Trans>
    </Button>
  );
}
