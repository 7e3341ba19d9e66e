import { useLingui } from '@lingui/react/macro';
import { Group, Pagination, Text } from '@mantine/core';
import { pageCount, PAGE_SIZE } from '../lib/pagination';

interface ListPaginationProps {
  /** Rows in the whole list. */
  count: number;
  page: number;
  onChange: (page: number) => void;
  /** What the list holds, for screen readers and the range text ("tournaments"). */
  noun: string;
  pageSize?: number;
  'data-testid'?: string;
}

/** Under a paged list: which rows are shown and the page buttons; nothing when the list fits one page. */
export function ListPagination({ count, page, onChange, noun, pageSize = PAGE_SIZE, ...rest }: ListPaginationProps) {
  const { t } = useLingui();
  const controlLabel = { first: t`First page`, previous: t`Previous page`, next: t`Next page`, last: t`Last page` };
  const total = pageCount(count, pageSize);
  if (total <= 1 && page <= 1) return null;
  const first = Math.min(count, (page - 1) * pageSize + 1);
  const last = Math.min(count, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid={rest['data-testid'] ?? 'pagination'}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {count === 0 || first > count ? t`No ${noun} on this page` : t`${first}–${last} of ${count} ${noun}`}
      </Text>
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': controlLabel[control] })}
        getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
      />
    </Group>
  );
}
