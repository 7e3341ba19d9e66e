import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { AmountInput } from '../../components/AmountInput';
import { Money } from '../../components/Money';
import { Shortfall } from '../../components/Shortfall';
import { amountProblem } from '../../lib/amount';
import { centsToDecimal } from '../../lib/money';
import { bodyDetail, bodyError, fieldMessages, joinedBodyMessages } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { FormAlert } from '../../components/FormAlert';
import { API_LIMITS } from '../../lib/api-types';
import { ordinal, placePrizes, prizeSplit } from '../../lib/prize';
import { shortfallCents } from '../../lib/shortfall';
import { walletBalanceQueryOptions } from '../../lib/api/wallet';
import { tournamentTermsQueryOptions, useCreateTournamentMutation, type Tournament } from '../../lib/api/tournaments';
import { DAILY_HINT, maxPlayerData, payoutData } from './create-options';
import { entryFeeHint, ENTRY_FEE_RULE, GAME_MODE_DATA, paceData } from '../../lib/tournament-choices';
import {
  CREATE_DEFAULTS,
  createTournamentSchema,
  minPlayersFor,
  widestPayoutsFor,
  type CreateTournamentValues,
} from './create-schema';

/** Create failure: error, non_field_errors, or every field message joined (spec section 8). */
export function createErrorMessage(error: unknown): string {
  const nonField = fieldMessages(error, 'non_field_errors');
  return (
    bodyError(error) ??
    bodyDetail(error) ??
    (nonField.length > 0 ? nonField.join(', ') : undefined) ??
    joinedBodyMessages(error) ??
    t`Failed to create tournament`
  );
}

interface CreateTournamentModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated?: (tournament: Tournament) => void;
}

export function CreateTournamentModal({ opened, onClose, onCreated }: CreateTournamentModalProps) {
  const { t } = useLingui();
  const mutation = useCreateTournamentMutation();
  const { data: wallet } = useQuery({ ...walletBalanceQueryOptions(), enabled: opened });
  const { data: terms } = useQuery({ ...tournamentTermsQueryOptions(), enabled: opened });
  const { form, onSubmit, error, setError } = useServerForm({
    schema: createTournamentSchema,
    initialValues: CREATE_DEFAULTS,
    recheck: ['entry_fee'],
    mutation,
    variables: ({ entry_fee, ...values }: CreateTournamentValues) => ({
      ...values,
      entry_fee: centsToDecimal(entry_fee),
    }),
    canSubmit: () => missing === 0,
    refusal: createErrorMessage,
    success: t`Tournament created successfully!`,
    onSuccess: (tournament) => {
      form.reset();
      onClose();
      onCreated?.(tournament);
    },
  });

  const fee = amountProblem(form.values.entry_fee, ENTRY_FEE_RULE);
  const feeCents = fee.problem === null ? fee.cents : null;
  // The creator pays the fee at once, so a fee beyond the balance is refused here rather than by the server.
  const missing = feeCents === null ? 0 : shortfallCents(centsToDecimal(feeCents), wallet?.balance);

  const close = () => {
    if (mutation.isPending) return;
    setError(null);
    onClose();
  };

  const players = Number(form.values.max_players);
  // Until the terms arrive the prize is not stated: a guessed rake would promise a prize the server does not pay.
  const split = feeCents !== null && terms ? prizeSplit(feeCents, players, terms.rake_percent) : null;
  const payouts = form.values.payouts.split(',').map(Number);
  const places = split ? placePrizes(split.prizeCents, payouts) : [];
  // Fewer seats than the chosen table needs: the widest table they may pay takes its place, never a refusal later.
  const onSeats = (value: string | null) => {
    if (value === null) return;
    form.setFieldValue('max_players', value);
    if (minPlayersFor(form.values.payouts) > Number(value))
      form.setFieldValue('payouts', widestPayoutsFor(Number(value)));
  };
  const clock = Number(form.values.move_timeout);
  const feeAmount = centsToDecimal(feeCents ?? 0);
  const gross = centsToDecimal(split?.grossCents ?? 0);
  const rake = terms?.rake_percent ?? 0;

  return (
    <Modal opened={opened} onClose={close} title={t`Create Tournament`} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t`Create tournament form`} data-testid="create-tournament-form">
        <Stack gap="md">
          <FormAlert message={error} data-testid="create-error" />
          <TextInput
            label={t`Tournament Name`}
            required
            maxLength={100}
            placeholder={t`Friday Night Spock-Off`}
            {...form.getInputProps('name')}
            data-autofocus
          />
          <Textarea
            label={t`Description`}
            placeholder={t`Optional: house rules, schedule, bragging rights...`}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            {...form.getInputProps('description')}
          />
          <AmountInput
            label={t`Entry Fee`}
            required
            description={entryFeeHint()}
            {...form.getInputProps('entry_fee')}
            data-testid="create-entry-fee"
          />
          <Select
            label={t`Max Players`}
            required
            data={maxPlayerData()}
            {...form.getInputProps('max_players')}
            onChange={onSeats}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t`Game Mode`}
            required
            data={GAME_MODE_DATA}
            {...form.getInputProps('game_mode')}
            allowDeselect={false}
          />
          <Select
            label={t`Prizes`}
            required
            data={payoutData(players)}
            description={
              players < 8
                ? t`Two paid places need at least 4 players, three at least 8.`
                : t`Share of the prize pool by place.`
            }
            {...form.getInputProps('payouts')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="create-payouts"
          />
          <Select
            label={t`Pace`}
            required
            data={paceData(terms?.move_timeouts ?? API_LIMITS.moveTimeoutChoices)}
            description={clock >= 3600 ? t(DAILY_HINT) : t`Time each player has for every move.`}
            {...form.getInputProps('move_timeout')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="create-pace"
          />
          {missing > 0 ? <Shortfall cents={missing} /> : null}
          {feeCents !== null ? (
            <Text size="sm" c="dimmed" data-testid="create-summary">
              <Trans>
                {players} players × <Money value={feeAmount} size="sm" iconSize={14} /> entry fee. You take the first
                seat and pay the fee now; the tournament starts when all seats are taken.
              </Trans>
            </Text>
          ) : null}
          {split && terms ? (
            <Text size="sm" data-testid="create-prize">
              {places.length > 1 ? <Trans>Prizes:</Trans> : <Trans>Prize for the champion:</Trans>}{' '}
              {places.map((place, index) => (
                <span key={place.place}>
                  {index > 0 ? ' · ' : null}
                  {places.length > 1 ? `${ordinal(place.place)} ` : null}
                  <Money
                    value={centsToDecimal(place.amountCents)}
                    size="sm"
                    iconSize={14}
                    fw={700}
                    data-testid={index === 0 ? 'create-prize-amount' : 'create-prize-place'}
                  />
                </span>
              ))}{' '}
              {rake > 0 ? (
                <Trans>
                  (<Money value={gross} size="sm" iconSize={14} /> less the {rake}% house rake)
                </Trans>
              ) : (
                <Trans>(no house rake)</Trans>
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
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              <Trans>Create Tournament</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
