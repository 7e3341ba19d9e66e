import { useLingui } from '@lingui/react/macro';
import { Card, SegmentedControl, Switch } from '@mantine/core';
import { FILTER_LABEL } from './filter-labels';
import { STATUS_FILTERS, type WithdrawalFilter } from './queries';
import classes from './AdminWithdrawals.module.css';

interface WithdrawalFiltersProps {
  value: WithdrawalFilter;
  onChange: (next: Partial<WithdrawalFilter>) => void;
}

/** The queue's filters: a status, and only the requests with an open cancellation. */
export function WithdrawalFilters({ value, onChange }: WithdrawalFiltersProps) {
  const { t } = useLingui();
  return (
    <Card padding="md">
      <div className={classes.filters}>
        <div className={classes.segmentScroll}>
          <SegmentedControl
            aria-label={t`Status`}
            value={value.status}
            onChange={(status) => onChange({ status })}
            data={STATUS_FILTERS.map((status) => ({ value: status, label: t(FILTER_LABEL[status]) }))}
            classNames={{ root: classes.segment, label: classes.segmentLabel }}
            data-testid="admin-status-filter"
          />
        </div>
        <Switch
          label={t`Only cancellation requests`}
          checked={value.cancellation}
          onChange={(event) => onChange({ cancellation: event.currentTarget.checked })}
          color="orange"
          data-testid="admin-cancellation-filter"
        />
      </div>
    </Card>
  );
}
