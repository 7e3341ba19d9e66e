import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState, type SubmitEvent } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { Money } from '../../components/Money';
import { Shortfall } from '../../components/Shortfall';
import { amountProblem, type AmountRule } from '../../lib/amount';
import { centsToDecimal } from '../../lib/money';
import { API_LIMITS } from '../../lib/api-types';
import { bodyError, fieldMessages, joinedBodyMessages } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { shortfallCents } from '../../lib/shortfall';
import { walletBalanceQueryOptions } from '../../lib/api/wallet';
import { useCreateTournamentMutation, type GameMode, type Tournament } from '../../lib/api/tournaments';
import { MAX_PLAYER_OPTIONS, roundsFor } from './bracket';

export const CREATE_SUCCESS = 'Tournament created successfully!';
export const CREATE_FAILED = 'Failed to create tournament';
const ENTRY_FEE_HINT = 'Minimum entry fee: $1.00';
const ENTRY_FEE_RULE: AmountRule = {
  minCents: API_LIMITS.entryFeeMinCents,
  maxCents: API_LIMITS.entryFeeMaxCents,
  hint: ENTRY_FEE_HINT,
  belowMin: ENTRY_FEE_HINT,
  aboveMax: 'Maximum entry fee: $10,000.00',
};

const MAX_PLAYER_DATA = MAX_PLAYER_OPTIONS.map((n) => {
  const rounds = roundsFor(n);
  return { value: String(n), label: `${n} players (${rounds} ${rounds === 1 ? 'round' : 'rounds'})` };
});

const GAME_MODE_DATA: { value: GameMode; label: string }[] = [
  { value: 'BLITZ', label: 'Blitz (Best of 1)' },
  { value: 'CLASSIC', label: 'Classic (Best of 3)' },
];

/** Create failure: error, non_field_errors, or every field message joined (spec section 8). */
export function createErrorMessage(error: unknown): string {
  const nonField = fieldMessages(error, 'non_field_errors');
  return (
    bodyError(error) ??
    (nonField.length > 0 ? nonField.join(', ') : undefined) ??
    joinedBodyMessages(error) ??
    CREATE_FAILED
  );
}

interface CreateTournamentModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated?: (tournament: Tournament) => void;
}

export function CreateTournamentModal({ opened, onClose, onCreated }: CreateTournamentModalProps) {
  const mutation = useCreateTournamentMutation();
  const { data: wallet } = useQuery({ ...walletBalanceQueryOptions(), enabled: opened });
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [entryFee, setEntryFee] = useState('10');
  const [maxPlayers, setMaxPlayers] = useState('4');
  const [gameMode, setGameMode] = useState<GameMode>('CLASSIC');
  const [nameError, setNameError] = useState<string | null>(null);
  const [feeError, setFeeError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const fee = amountProblem(entryFee, ENTRY_FEE_RULE);
  const feeCents = fee.problem === null ? fee.cents : null;
  // The creator pays the fee at once, so a fee beyond the balance is refused here rather than by the server.
  const missing = feeCents === null ? 0 : shortfallCents(centsToDecimal(feeCents), wallet?.balance);

  const reset = () => {
    setName('');
    setDescription('');
    setEntryFee('10');
    setMaxPlayers('4');
    setGameMode('CLASSIC');
    setNameError(null);
    setFeeError(null);
    setServerError(null);
  };

  const close = () => {
    if (mutation.isPending) return;
    setServerError(null);
    onClose();
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const nameProblem = name.trim() === '' ? 'Tournament name is required' : null;
    const { problem: feeProblem, cents: feeCents } = amountProblem(entryFee, ENTRY_FEE_RULE);
    setNameError(nameProblem);
    setFeeError(feeProblem);
    setServerError(null);
    if (nameProblem || feeProblem || feeCents === null || missing > 0) return;

    mutation.mutate(
      {
        name: name.trim(),
        description: description.trim(),
        entry_fee: centsToDecimal(feeCents),
        max_players: MAX_PLAYER_OPTIONS.find((size) => String(size) === maxPlayers) ?? API_LIMITS.defaultMaxPlayers,
        game_mode: gameMode,
      },
      {
        onSuccess: (tournament) => {
          notifySuccess(CREATE_SUCCESS);
          reset();
          onClose();
          onCreated?.(tournament);
        },
        onError: (failure) => {
          const message = createErrorMessage(failure);
          setServerError(message);
          notifyError(message);
        },
      },
    );
  };

  const players = Number(maxPlayers);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Create Tournament"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Create tournament form" data-testid="create-tournament-form">
        <Stack gap="md">
          {serverError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              data-testid="create-error"
            >
              {serverError}
            </Alert>
          ) : null}
          <TextInput
            label="Tournament Name"
            required
            maxLength={100}
            placeholder="Friday Night Spock-Off"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            data-autofocus
          />
          <Textarea
            label="Description"
            placeholder="Optional: house rules, schedule, bragging rights..."
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <AmountInput
            label="Entry Fee"
            required
            description={ENTRY_FEE_HINT}
            value={entryFee}
            onChange={(value) => {
              setEntryFee(value);
              // Once shown, the message follows the text: it goes the moment the fee is right.
              if (feeError) setFeeError(amountProblem(value, ENTRY_FEE_RULE).problem);
            }}
            error={feeError}
            data-testid="create-entry-fee"
          />
          <Select
            label="Max Players"
            required
            data={MAX_PLAYER_DATA}
            value={maxPlayers}
            onChange={(value) => setMaxPlayers(value ?? '4')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Game Mode"
            required
            data={GAME_MODE_DATA}
            value={gameMode}
            onChange={(value) => setGameMode(value ?? 'CLASSIC')}
            allowDeselect={false}
          />
          {missing > 0 ? <Shortfall cents={missing} /> : null}
          {feeCents !== null ? (
            <Text size="sm" c="dimmed" data-testid="create-summary">
              {players} players × <Money value={centsToDecimal(feeCents)} size="sm" iconSize={14} /> entry fee. You take
              the first seat and pay the fee now; the tournament starts when all seats are taken.
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
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Create Tournament
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
