import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { verifyGame, type Fairness, type Verification } from '../lib/fairness';

/** A player of the game as the check reads them: the choice shown (null: the absent player of a forfeit). */
export interface GamePlayer {
  userId: number | null;
  name: string | null;
  choice: string | null;
  auto: boolean | null;
}

/**
 * "Verify" for one finished game (the tournament history's, and a practice match's history, issue 33 §5):
 * recomputes the commitment and every move the server made from the revealed seed, in this browser (WebCrypto), and
 * says "verified" or shows what does not match.
 */
export function VerifyFairness({
  game,
  players,
  align = 'center',
}: {
  game: { id: number; game_number: number; fairness: Fairness | null };
  players: [GamePlayer, GamePlayer];
  /** Centred under a history's two sides; at the start of a line in a list. */
  align?: 'center' | 'flex-start';
}) {
  const { t } = useLingui();
  const [result, setResult] = useState<Verification | null>(null);
  const [checking, setChecking] = useState(false);
  if (game.fairness === null) {
    return (
      <Text size="xs" c="dimmed" ta="center">
        <Trans>Played before moves were provably fair: nothing to verify.</Trans>
      </Text>
    );
  }
  const fairness = game.fairness;
  const gameNumber = game.game_number;
  const commitmentStart = fairness.commitment.slice(0, 12);

  async function verify() {
    setChecking(true);
    try {
      const checked = players
        // The absent player of a forfeit has no move, so nothing of theirs to recompute.
        .flatMap((p) => (p.choice === null ? [] : [{ ...p, choice: p.choice }]))
        .map((p) => ({ ...p, userId: Number(p.userId), name: p.name ?? t`A player`, auto: p.auto === true }));
      setResult(await verifyGame(game.id, fairness, checked));
    } catch {
      // WebCrypto is missing only outside a secure context (plain http on a non-local address).
      setResult({ ok: false, lines: [t`This browser cannot compute SHA-256 here (WebCrypto needs https).`] });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Stack gap={4} align={align} data-testid="fairness">
      <Group gap="xs" justify={align}>
        <Button
          size="compact-xs"
          variant="light"
          color="violet"
          loading={checking}
          onClick={() => void verify()}
          data-testid="verify-fairness"
        >
          {/* Each game's own button: three of them all reading "Verify" told a screen reader nothing (issue 34 §3). */}
          <Trans>Verify game {gameNumber}</Trans>
        </Button>
        <Text size="xs" c="dimmed" ff="monospace" title={fairness.commitment}>
          <Trans>commitment {commitmentStart}…</Trans>
        </Text>
      </Group>
      {result ? (
        <Stack gap={2} align={align} data-testid="fairness-result" data-ok={result.ok} aria-live="polite">
          <Group gap={4} c={result.ok ? 'teal.8' : 'red.8'}>
            {result.ok ? <IconShieldCheck size={16} aria-hidden /> : <IconAlertTriangle size={16} aria-hidden />}
            <Text size="sm" fw={700}>
              {result.ok ? t`verified` : t`Mismatch`}
            </Text>
          </Group>
          <List size="xs" c="dimmed" listStyleType="none" ta={align === 'center' ? 'center' : 'left'}>
            {result.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
