/**
 * The drawer's list: the bell's first page, then the older pages loaded so far. A notification arriving while
 * older pages are loaded pushes one from the first page onto the second, so the same one may come twice: it is
 * listed once, where it first appears.
 */
export function mergeInboxPages<T extends { id: number }>(first: readonly T[], older: readonly (readonly T[])[]): T[] {
  const seen = new Set<number>();
  const merged: T[] = [];
  for (const notice of [first, ...older].flat()) {
    if (seen.has(notice.id)) continue;
    seen.add(notice.id);
    merged.push(notice);
  }
  return merged;
}
