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

/** The query parameters of a page. */
export function pageQuery(page: number | undefined, pageSize = PAGE_SIZE): { page: number; page_size: number } {
  return { page: page ?? 1, page_size: pageSize };
}
