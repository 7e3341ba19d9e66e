import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { verifyGame, type Verification } from '../../lib/fairness';
import type { CompletedGame, HistoryMatch } from '../../lib/api/tournaments';

/**
 * The history's "Verify" for one game: recomputes the commitment and every move the server made from the
 * revealed seed, in this browser (WebCrypto), and says "verified" or shows what does not match.
 */
export function VerifyFairness({ game, match }: { game: CompletedGame; match: HistoryMatch }) {
  const [result, setResult] = useState<Verification | null>(null);
  const [checking, setChecking] = useState(false);
  if (game.fairness === null) {
    return (
      <Text size="xs" c="dimmed" ta="center">
        Played before moves were provably fair: nothing to verify.
      </Text>
    );
  }
  const fairness = game.fairness;

  async function verify() {
    setChecking(true);
    try {
      const players = [
        { userId: match.player1, name: match.player1_username, choice: game.player1_choice, auto: game.player1_auto },
        { userId: match.player2, name: match.player2_username, choice: game.player2_choice, auto: game.player2_auto },
      ]
        // The absent player of a forfeit has no move, so nothing of theirs to recompute.
        .flatMap((p) => (p.choice === null ? [] : [{ ...p, choice: p.choice }]))
        .map((p) => ({ ...p, userId: Number(p.userId), name: p.name ?? 'A player' }));
      setResult(await verifyGame(game.id, fairness, players));
    } catch {
      // WebCrypto is missing only outside a secure context (plain http on a non-local address).
      setResult({ ok: false, lines: ['This browser cannot compute SHA-256 here (WebCrypto needs https).'] });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Stack gap={4} align="center" data-testid="fairness">
      <Group gap="xs" justify="center">
        <Button
          size="compact-xs"
          variant="light"
          color="violet"
          loading={checking}
          onClick={() => void verify()}
          data-testid="verify-fairness"
        >
          {/* Each game's own button: three of them all reading "Verify" told a screen reader nothing (issue 34 §3). */}
          Verify game {game.game_number}
        </Button>
        <Text size="xs" c="dimmed" ff="monospace" title={fairness.commitment}>
          commitment {fairness.commitment.slice(0, 12)}…
        </Text>
      </Group>
      {result ? (
        <Stack gap={2} align="center" data-testid="fairness-result" data-ok={result.ok} aria-live="polite">
          <Group gap={4} c={result.ok ? 'teal.8' : 'red.8'}>
            {result.ok ? <IconShieldCheck size={16} aria-hidden /> : <IconAlertTriangle size={16} aria-hidden />}
            <Text size="sm" fw={700}>
              {result.ok ? 'verified' : 'Mismatch'}
            </Text>
          </Group>
          <List size="xs" c="dimmed" listStyleType="none" ta="center">
            {result.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
