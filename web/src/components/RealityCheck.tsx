import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLogout } from '../lib/api/account-actions';
import { sessionSummaryQueryOptions, type SessionSummary } from '../lib/api/protection';
import { nextRealityCheck, sessionLength } from '../lib/reality-check';

/**
 * The reality check (issue 22 §4): after the interval the player chose, counted from sign-in, a dialog shows how
 * long the session has lasted and its net result, with "Keep playing" and "Log out". Timed on the page's clock.
 */
export function RealityCheck() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: summary } = useQuery({ ...sessionSummaryQueryOptions(), staleTime: Infinity });
  const [shown, setShown] = useState<SessionSummary | null>(null);
  const [dismissedAt, setDismissedAt] = useState(0);
  const logout = useLogout();
  const nextCheck = useRef<HTMLSpanElement>(null);

  const minutes = summary?.reality_check_minutes ?? null;
  const startedAt = summary ? Date.parse(summary.started_at) : null;

  useEffect(() => {
    if (minutes === null || startedAt === null || shown) return;
    const due = nextRealityCheck(startedAt, minutes, Math.max(Date.now(), dismissedAt));
    const timer = setTimeout(() => {
      void queryClient.query({ ...sessionSummaryQueryOptions(), staleTime: 0 }).then(setShown);
    }, due - Date.now());
    // Written only once the timer is set: a test that moves the page's clock must know the timer is there first,
    // or the clock jumps past the due time before the timer exists and the check waits for the next interval.
    const marker = nextCheck.current;
    marker?.setAttribute('data-due', new Date(due).toISOString());
    return () => {
      clearTimeout(timer);
      marker?.removeAttribute('data-due');
    };
  }, [minutes, startedAt, shown, dismissedAt, queryClient]);

  const keepPlaying = () => {
    setDismissedAt(Date.now());
    setShown(null);
  };

  const length = shown ? sessionLength(shown.duration_seconds) : '';
  const net = shown?.net;
  const fees = shown?.fees;
  const prizes = shown?.prizes;
  const refunds = shown?.refunds;

  return (
    <>
      <span hidden ref={nextCheck} data-testid="reality-check-next" />
      <Modal opened={shown !== null} onClose={keepPlaying} title={t`Reality check`}>
        {shown ? (
          <Stack gap="sm" data-testid="reality-check">
            <Text>
              <Trans>
                You have been playing for <strong data-testid="reality-check-length">{length}</strong>.
              </Trans>
            </Text>
            <Text>
              <Trans>
                Net result this session: <strong data-testid="reality-check-net">{net}</strong> (fees {fees}, prizes{' '}
                {prizes}, refunds {refunds}).
              </Trans>
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void logout()}>
                <Trans>Log out</Trans>
              </Button>
              <Button onClick={keepPlaying}>
                <Trans>Keep playing</Trans>
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
