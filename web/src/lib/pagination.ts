/**
 * One page of a list, as every paginated endpoint answers it (Django REST framework's shape): the generic form
 * of the generated answers (`Answer<'/api/tournaments', 'get'>` is a Page<Tournament>).
 */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The server's default page size; the client asks for it explicitly so the page count is its own sum. */
export const PAGE_SIZE = 20;

/** How many pages `count` rows fill; at least 1, so an empty list still has its one (empty) page. */
export function pageCount(count: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * `?page=` from the address: a whole number from 2 up, or undefined for the first page (which keeps the
 * address clean). Anything else, "0", "-1", "2.5" or "abc", reads as the first page rather than an error.
 */
export function parsePage(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const page = Number(text);
  return page >= 2 ? page : undefined;
}

/** The query parameters of a page. */
export function pageQuery(page: number | undefined, pageSize = PAGE_SIZE): { page: number; page_size: number } {
  return { page: page ?? 1, page_size: pageSize };
}
