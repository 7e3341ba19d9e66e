import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, TextInput } from '@mantine/core';
import { IconCalendarSearch, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { API_LIMITS } from '../../../lib/api-types';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useChanged } from '../../../lib/use-changed';
import { periodDraftSchema } from './finance-search';
import { downloadFinanceCsv } from './queries';
import classes from './AdminFinance.module.css';

interface PeriodFormProps {
  /** The period shown (as the server resolved it). */
  from: string;
  to: string;
  onApply: (period: { from: string; to: string }) => void;
}

/** The period's two UTC days, and the CSV of the period shown. */
export function PeriodForm({ from, to, onApply }: PeriodFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm(periodDraftSchema, { from, to });
  // A link or the back button changed the period: the form follows.
  if (useChanged(`${from}/${to}`)) form.setValues({ from, to });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = () => {
    setDownloading(true);
    setDownloadError(null);
    downloadFinanceCsv({ from, to })
      .catch((error: unknown) => setDownloadError(error instanceof Error ? error.message : String(error)))
      .finally(() => setDownloading(false));
  };

  return (
    <Card padding="md" component="section" aria-label={t`Period`}>
      <form onSubmit={form.onSubmit(onApply)} noValidate className={classes.period} data-testid="finance-period">
        <TextInput
          label={t`From (UTC day)`}
          type="date"
          min={API_LIMITS.firstDay}
          max={API_LIMITS.lastDay}
          {...form.getInputProps('from')}
          data-testid="finance-from"
          className={classes.periodField}
        />
        <TextInput
          label={t`To (UTC day)`}
          type="date"
          min={API_LIMITS.firstDay}
          max={API_LIMITS.lastDay}
          {...form.getInputProps('to')}
          data-testid="finance-to"
          className={classes.periodField}
        />
        <Group gap="sm" className={classes.periodActions}>
          <Button type="submit" leftSection={<IconCalendarSearch size={16} aria-hidden />} data-testid="finance-apply">
            <Trans>Show period</Trans>
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={download}
            loading={downloading}
            data-testid="finance-csv"
          >
            <Trans>Download CSV</Trans>
          </Button>
        </Group>
      </form>
      {downloadError ? (
        <div role="alert" className={classes.error}>
          {downloadError}
        </div>
      ) : null}
    </Card>
  );
}
