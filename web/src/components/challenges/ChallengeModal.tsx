import { Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconSwords } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AmountInput } from '../AmountInput';
import { FormAlert } from '../FormAlert';
import { Money } from '../Money';
import { ShareLink } from '../ShareLink';
import { Shortfall } from '../Shortfall';
import { amountProblem } from '../../lib/amount';
import { API_LIMITS } from '../../lib/api-types';
import { useCreateChallengeMutation, type Challenge } from '../../lib/api/challenges';
import { tournamentTermsQueryOptions } from '../../lib/api/tournaments';
import { walletBalanceQueryOptions } from '../../lib/api/wallet';
import { bodyDetail, bodyError, joinedBodyMessages } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { centsToDecimal } from '../../lib/money';
import { prizeSplit } from '../../lib/prize';
import { shortfallCents } from '../../lib/shortfall';
import { GAME_MODE_DATA, paceData } from '../../lib/tournament-choices';
import { ENTRY_FEE_HINT, ENTRY_FEE_RULE } from '../../lib/tournament-choices';
import { CHALLENGE_DEFAULTS, challengeSchema, type ChallengeValues } from './challenge-schema';

export const CHALLENGE_FAILED = 'Failed to create the challenge';

interface ChallengeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The player challenged, from their page: fixed. Absent, anyone with the link may accept. */
  opponent?: string;
}

/** What the new challenge's link says beside itself in a share sheet. */
function shareText(challenge: Challenge): string {
  const stakes = challenge.friendly ? 'a friendly match' : `a match for ${challenge.entry_fee} coins each`;
  return `${challenge.creator_username} challenges you to ${stakes} of rock-paper-scissors-lizard-Spock on Spockout.`;
}

/** Made: the link to hand over, and the way to the challenge's own page. */
function Made({ challenge, onClose }: { challenge: Challenge; onClose: () => void }) {
  return (
    <Stack gap="md" data-testid="challenge-made">
      <Text>
        {challenge.opponent_username
          ? `${challenge.opponent_username} has been told. You can also send them the link.`
          : 'Send this link to a friend: the first player to accept it plays you.'}{' '}
        It expires in 24 hours{challenge.friendly ? '.' : ', and your fee comes back if nobody accepts.'}
      </Text>
      <ShareLink label="Challenge link" path={challenge.url} text={shareText(challenge)} testId="challenge-link" />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
        <Button
          renderRoot={(props) => <Link {...props} to="/challenge/$token" params={{ token: challenge.token }} />}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          onClick={onClose}
        >
          Open challenge
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Challenge a friend (issue 33 §1): stakes or a friendly, the game and the pace, and optionally whom. The fee is
 * paid at once and comes back if nobody accepts; the link to share is shown once made.
 */
export function ChallengeModal({ opened, onClose, opponent }: ChallengeModalProps) {
  const mutation = useCreateChallengeMutation();
  const [made, setMade] = useState<Challenge | null>(null);
  const { data: wallet } = useQuery({ ...walletBalanceQueryOptions(), enabled: opened });
  const { data: terms } = useQuery({ ...tournamentTermsQueryOptions(), enabled: opened });
  const { form, onSubmit, error, setError } = useServerForm({
    schema: challengeSchema,
    initialValues: { ...CHALLENGE_DEFAULTS, opponent: opponent ?? '' },
    recheck: ['entry_fee'],
    mutation,
    variables: ({ entry_fee_cents, game_mode, move_timeout, opponent: name }: ChallengeValues) => ({
      entry_fee: centsToDecimal(entry_fee_cents),
      game_mode,
      move_timeout,
      ...(name ? { opponent: name } : {}),
    }),
    canSubmit: (): boolean => missing === 0,
    refusal: (failure) => bodyError(failure) ?? bodyDetail(failure) ?? joinedBodyMessages(failure) ?? CHALLENGE_FAILED,
    fields: ['entry_fee', 'game_mode', 'move_timeout', 'opponent'],
    show: 'alertUnlessOnFields',
    success: 'Challenge created',
    onSuccess: (challenge) => setMade(challenge),
  });

  const friendly: boolean = form.values.friendly;
  const fee = amountProblem(form.values.entry_fee, ENTRY_FEE_RULE);
  const feeCents: number | null = friendly ? 0 : fee.problem === null ? fee.cents : null;
  const missing: number = feeCents ? shortfallCents(centsToDecimal(feeCents), wallet?.balance) : 0;
  const split = feeCents && terms ? prizeSplit(feeCents, 2, terms.rake_percent) : null;

  const close = () => {
    if (mutation.isPending) return;
    setError(null);
    setMade(null);
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={opponent ? `Challenge ${opponent}` : 'Challenge a friend'} size="lg">
      {made ? (
        <Made challenge={made} onClose={close} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Challenge form" data-testid="challenge-form">
          <Stack gap="md">
            <FormAlert message={error} data-testid="challenge-error" />
            {opponent ? null : (
              <TextInput
                label="Opponent"
                description="A username, or leave empty: the first player to open your link and accept plays you."
                placeholder="Anyone with the link"
                maxLength={150}
                {...form.getInputProps('opponent')}
                data-autofocus
              />
            )}
            <Switch
              label="Friendly match"
              description="No stakes: nobody pays and there is no prize."
              {...form.getInputProps('friendly', { type: 'checkbox' })}
              data-testid="challenge-friendly"
            />
            {friendly ? null : (
              <AmountInput
                label="Entry Fee"
                required
                description={`${ENTRY_FEE_HINT}. Each player pays it; the winner takes both, less the house rake.`}
                {...form.getInputProps('entry_fee')}
                data-testid="challenge-entry-fee"
              />
            )}
            <Select
              label="Game Mode"
              required
              data={GAME_MODE_DATA}
              {...form.getInputProps('game_mode')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Pace"
              required
              data={paceData(terms?.move_timeouts ?? API_LIMITS.moveTimeoutChoices)}
              description="Time each player has for every move."
              {...form.getInputProps('move_timeout')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {missing > 0 ? <Shortfall cents={missing} /> : null}
            {split ? (
              <Text size="sm" data-testid="challenge-prize">
                You pay <Money value={centsToDecimal(feeCents ?? 0)} size="sm" iconSize={14} /> now. The winner takes{' '}
                <Money value={centsToDecimal(split.prizeCents)} size="sm" iconSize={14} fw={700} />
                {terms && terms.rake_percent > 0 ? ` (both fees less the ${terms.rake_percent}% house rake).` : '.'}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={mutation.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                loading={mutation.isPending}
                disabled={missing > 0}
                leftSection={<IconSwords size={18} aria-hidden />}
              >
                Send challenge
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
