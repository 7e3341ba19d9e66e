import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select, Switch, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { AmountInput } from '../../../components/AmountInput';
import { FormModal } from '../../../components/FormModal';
import { API_LIMITS } from '../../../lib/api-types';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useChanged } from '../../../lib/use-changed';
import { type SitAndGoTemplate, useCreateTemplateMutation, useUpdateTemplateMutation } from './queries';
import {
  bodyOf,
  modeData,
  NEW_TEMPLATE,
  paceData,
  payoutData,
  seatData,
  templateSchema,
  valuesOf,
} from './template-form';

interface TemplateModalProps {
  /** The template edited; null creates one. */
  template: SitAndGoTemplate | null;
  opened: boolean;
  onClose: () => void;
}

/** Creates or edits a house-table template; the server's field messages land on the fields. */
export function TemplateModal({ template, opened, onClose }: TemplateModalProps) {
  const { t } = useLingui();
  const create = useCreateTemplateMutation();
  const update = useUpdateTemplateMutation();
  const editing = template !== null;
  const mutation = editing ? update : create;
  const { reset: resetMutation } = mutation;
  const { form, onSubmit, error, pending, reset } = useServerForm({
    schema: templateSchema,
    initialValues: template ? valuesOf(template) : NEW_TEMPLATE,
    mutation: {
      isPending: mutation.isPending,
      mutateAsync: (values: ReturnType<typeof bodyOf>) =>
        template ? update.mutateAsync({ id: template.id, body: values }) : create.mutateAsync(values),
    },
    variables: bodyOf,
    refusal: (failure) => bodyError(failure) ?? bodyDetail(failure) ?? errorMessage(failure),
    show: 'alertUnlessOnFields',
    success: editing ? t`Table saved` : t`Table created`,
    onSuccess: onClose,
  });

  if (useChanged(opened) && opened) {
    reset();
    form.setValues(template ? valuesOf(template) : NEW_TEMPLATE);
  }
  useEffect(() => {
    if (opened) resetMutation();
  }, [opened, resetMutation]);

  const players = Number(form.values.max_players);
  const name = template?.name;
  const onSeats = (value: string | null) => {
    if (value === null) return;
    form.setFieldValue('max_players', value);
    // Fewer seats than the chosen table needs: the winner takes all instead, never a refusal later.
    if (payoutData(Number(value)).some((d) => d.value === form.values.payouts && d.disabled))
      form.setFieldValue('payouts', '100');
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? t`Edit ${name}` : t`New house table`}
      label={editing ? t`Edit house table` : t`New house table`}
      testId="sit-and-go-form"
      errorTestId="sit-and-go-error"
      onSubmit={onSubmit}
      pending={pending}
      error={error}
      intro={
        <Text size="sm">
          {editing ? (
            <Trans>
              The server keeps one table of each active template open; it starts when its last seat fills. New terms
              apply from the next table (an empty open table is replaced at once).
            </Trans>
          ) : (
            <Trans>The server keeps one table of each active template open; it starts when its last seat fills.</Trans>
          )}
        </Text>
      }
      submit={
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={pending}
          data-testid="sit-and-go-save"
        >
          {editing ? <Trans>Save</Trans> : <Trans>Create</Trans>}
        </Button>
      }
    >
      <TextInput
        label={t`Name`}
        required
        maxLength={API_LIMITS.tournamentNameMaxLength}
        {...form.getInputProps('name')}
        data-autofocus
        data-testid="sit-and-go-name"
      />
      <AmountInput label={t`Entry fee`} required {...form.getInputProps('entry_fee')} data-testid="sit-and-go-fee" />
      <Select
        label={t`Seats`}
        required
        data={seatData()}
        {...form.getInputProps('max_players')}
        onChange={onSeats}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`Game mode`}
        required
        data={modeData()}
        {...form.getInputProps('game_mode')}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`Prizes`}
        required
        data={payoutData(players)}
        {...form.getInputProps('payouts')}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`Pace`}
        required
        data={paceData(API_LIMITS.moveTimeoutChoices)}
        {...form.getInputProps('move_timeout')}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        label={t`Active: keep a table open`}
        {...form.getInputProps('active', { type: 'checkbox' })}
        data-testid="sit-and-go-active"
      />
    </FormModal>
  );
}
