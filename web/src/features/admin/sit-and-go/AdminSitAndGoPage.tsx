import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Money } from '../../../components/Money';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { paceLabel } from '../../../lib/pace';
import { payoutsLabel } from '../../../lib/prize';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { bodyDetail, bodyError, errorMessage } from '../../../lib/errors';
import { sitAndGoTemplatesQueryOptions, type SitAndGoTemplate, useUpdateTemplateMutation } from './queries';
import { TemplateModal } from './TemplateModal';

type Dialog = { kind: 'edit'; template: SitAndGoTemplate | null } | { kind: 'delete'; template: SitAndGoTemplate };

/** The house tables (issue 32 §1): each template, its open table and how many filled in the last day. */
export function AdminSitAndGoPage() {
  const { t } = useLingui();
  const { data: templates } = useSuspenseQuery(sitAndGoTemplatesQueryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const update = useUpdateTemplateMutation();

  const toggle = (template: SitAndGoTemplate) => {
    const name = template.name;
    update.mutate(
      { id: template.id, body: { active: !template.active } },
      {
        onSuccess: () => notifySuccess(template.active ? t`${name} deactivated` : t`${name} active`),
        onError: (failure) => notifyError(bodyError(failure) ?? bodyDetail(failure) ?? errorMessage(failure)),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Sit &amp; Go</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              House tables: the server keeps one table of each active template open, and opens the next as soon as one
              starts or is cancelled.
            </Trans>
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ kind: 'edit', template: null })}
          data-testid="sit-and-go-new"
        >
          <Trans>New table</Trans>
        </Button>
      </Group>

      <Card p={0} data-testid="sit-and-go-templates">
        {templates.length === 0 ? (
          <Text p="md" c="dimmed">
            <Trans>No templates: the lobby has no house tables.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Name</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Entry fee</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Seats</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Mode</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Prizes</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Pace</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Open table</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Filled (24 h)</Trans>
                  </Table.Th>
                  <Table.Th>
                    <VisuallyHidden>
                      <Trans>Actions</Trans>
                    </VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.map((template) => {
                  const name = template.name;
                  const seated = template.open_players;
                  const seats = template.max_players;
                  return (
                    <Table.Tr key={template.id} data-testid="sit-and-go-row">
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text fw={600}>
                            <bdi data-user-content>{template.name}</bdi>
                          </Text>
                          {template.active ? null : (
                            <Badge size="sm" color="gray" variant="light">
                              <Trans>Inactive</Trans>
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Money value={template.entry_fee} size="sm" iconSize={14} />
                      </Table.Td>
                      <Table.Td>{template.max_players}</Table.Td>
                      <Table.Td>
                        {template.game_mode === 'BLITZ' ? <Trans>Blitz</Trans> : <Trans>Classic</Trans>}
                      </Table.Td>
                      <Table.Td>{payoutsLabel(template.payouts)}</Table.Td>
                      <Table.Td>{paceLabel(template.move_timeout)}</Table.Td>
                      <Table.Td>
                        {template.open_tournament_id === null ? (
                          <Text span size="sm" c="dimmed">
                            <Trans>None</Trans>
                          </Text>
                        ) : (
                          <Link
                            to="/tournament/$tournamentId"
                            params={{ tournamentId: String(template.open_tournament_id) }}
                          >
                            <Trans>
                              {seated} / {seats} seated
                            </Trans>
                          </Link>
                        )}
                      </Table.Td>
                      <Table.Td data-testid="sit-and-go-filled">{template.filled_last_24h}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Tooltip label={t`Edit ${name}`}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t`Edit ${name}`}
                              data-testid="sit-and-go-edit"
                              onClick={() => setDialog({ kind: 'edit', template })}
                            >
                              <IconEdit size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={template.active ? t`Deactivate ${name}` : t`Activate ${name}`}>
                            <ActionIcon
                              variant="subtle"
                              color={template.active ? 'orange' : 'teal'}
                              aria-label={template.active ? t`Deactivate ${name}` : t`Activate ${name}`}
                              onClick={() => toggle(template)}
                              loading={update.isPending && update.variables.id === template.id}
                              data-testid="sit-and-go-toggle"
                            >
                              {template.active ? (
                                <IconPlayerPause size={18} aria-hidden />
                              ) : (
                                <IconPlayerPlay size={18} aria-hidden />
                              )}
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t`Delete ${name}`}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t`Delete ${name}`}
                              data-testid="sit-and-go-delete"
                              onClick={() => setDialog({ kind: 'delete', template })}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <TemplateModal
        template={dialog?.kind === 'edit' ? dialog.template : null}
        opened={dialog?.kind === 'edit'}
        onClose={() => setDialog(null)}
      />
      <ConfirmDeleteModal
        template={dialog?.kind === 'delete' ? dialog.template : null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
