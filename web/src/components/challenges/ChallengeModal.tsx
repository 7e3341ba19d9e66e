import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatCoins } from '../../lib/format';
import { centsToDecimal } from '../../lib/money';
import { prizeSplit } from '../../lib/prize';
import { shortfallCents } from '../../lib/shortfall';
import { GAME_MODE_DATA, paceData } from '../../lib/tournament-choices';
import { entryFeeHint, ENTRY_FEE_RULE } from '../../lib/tournament-choices';
import { CHALLENGE_DEFAULTS, challengeSchema, type ChallengeValues } from './challenge-schema';

export const CHALLENGE_FAILED = msg`Failed to create the challenge`;

interface ChallengeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The player challenged, from their page: fixed. Absent, anyone with the link may accept. */
  opponent?: string;
}

/** What the new challenge's link says beside itself in a share sheet. */
function shareText(challenge: Challenge): string {
  const creator = challenge.creator_username;
  const fee = formatCoins(challenge.entry_fee);
  return challenge.friendly
    ? t`${creator} challenges you to a friendly match of rock-paper-scissors-lizard-Spock on Spockout.`
    : t`${creator} challenges you to a match for ${fee} coins each of rock-paper-scissors-lizard-Spock on Spockout.`;
}

/** Made: the link to hand over, and the way to the challenge's own page. */
function Made({ challenge, onClose }: { challenge: Challenge; onClose: () => void }) {
  const { t } = useLingui();
  const opponent = challenge.opponent_username;
  const told = opponent
    ? t`${opponent} has been told. You can also send them the link.`
    : t`Send this link to a friend: the first player to accept it plays you.`;
  const expires = challenge.friendly
    ? t`It expires in 24 hours.`
    : t`It expires in 24 hours, and your fee comes back if nobody accepts.`;
  return (
    <Stack gap="md" data-testid="challenge-made">
      <Text>
        {told} {expires}
      </Text>
      <ShareLink label={t`Challenge link`} path={challenge.url} text={shareText(challenge)} testId="challenge-link" />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
        <Button
          renderRoot={(props) => <Link {...props} to="/challenge/$token" params={{ token: challenge.token }} />}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          onClick={onClose}
        >
          <Trans>Open challenge</Trans>
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
  const { t } = useLingui();
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
    refusal: (failure) =>
      bodyError(failure) ?? bodyDetail(failure) ?? joinedBodyMessages(failure) ?? t(CHALLENGE_FAILED),
    fields: ['entry_fee', 'game_mode', 'move_timeout', 'opponent'],
    show: 'alertUnlessOnFields',
    success: t`Challenge created`,
    onSuccess: (challenge) => setMade(challenge),
  });

  const friendly: boolean = form.values.friendly;
  const fee = amountProblem(form.values.entry_fee, ENTRY_FEE_RULE);
  const feeCents: number | null = friendly ? 0 : fee.problem === null ? fee.cents : null;
  const missing: number = feeCents ? shortfallCents(centsToDecimal(feeCents), wallet?.balance) : 0;
  const split = feeCents && terms ? prizeSplit(feeCents, 2, terms.rake_percent) : null;
  const rake = terms?.rake_percent ?? 0;
  const hint = entryFeeHint();

  const pay = centsToDecimal(feeCents ?? 0);
  const prize = centsToDecimal(split?.prizeCents ?? 0);

  const close = () => {
    if (mutation.isPending) return;
    setError(null);
    setMade(null);
    form.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={opponent ? t`Challenge ${opponent}` : t`Challenge a friend`}
      size="lg"
    >
      {made ? (
        <Made challenge={made} onClose={close} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t`Challenge form`} data-testid="challenge-form">
          <Stack gap="md">
            <FormAlert message={error} data-testid="challenge-error" />
            {opponent ? null : (
              <TextInput
                label={t`Opponent`}
                description={t`A username, or leave empty: the first player to open your link and accept plays you.`}
                placeholder={t`Anyone with the link`}
                maxLength={150}
                {...form.getInputProps('opponent')}
                data-autofocus
              />
            )}
            <Switch
              label={t`Friendly match`}
              description={t`No stakes: nobody pays and there is no prize.`}
              {...form.getInputProps('friendly', { type: 'checkbox' })}
              data-testid="challenge-friendly"
            />
            {friendly ? null : (
              <AmountInput
                label={t`Entry Fee`}
                required
                description={t`${hint}. Each player pays it; the winner takes both, less the house rake.`}
                {...form.getInputProps('entry_fee')}
                data-testid="challenge-entry-fee"
              />
            )}
            <Select
              label={t`Game Mode`}
              required
              data={GAME_MODE_DATA}
              {...form.getInputProps('game_mode')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t`Pace`}
              required
              data={paceData(terms?.move_timeouts ?? API_LIMITS.moveTimeoutChoices)}
              description={t`Time each player has for every move.`}
              {...form.getInputProps('move_timeout')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {missing > 0 ? <Shortfall cents={missing} /> : null}
            {split ? (
              <Text size="sm" data-testid="challenge-prize">
                {rake > 0 ? (
                  <Trans>
                    You pay <Money value={pay} size="sm" iconSize={14} /> now. The winner takes{' '}
                    <Money value={prize} size="sm" iconSize={14} fw={700} /> (both fees less the {rake}% house rake).
                  </Trans>
                ) : (
                  <Trans>
                    You pay <Money value={pay} size="sm" iconSize={14} /> now. The winner takes{' '}
                    <Money value={prize} size="sm" iconSize={14} fw={700} />.
                  </Trans>
                )}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={mutation.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                type="submit"
                loading={mutation.isPending}
                disabled={missing > 0}
                leftSection={<IconSwords size={18} aria-hidden />}
              >
                <Trans>Send challenge</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
