/** A gap between page numbers, shown as '…'. */
export type PageItem = number | 'gap';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The page buttons to show: all of them up to 7 pages; beyond that the first, the last, and the
 * current one with its neighbours (never more than 7 items, so the row fits a 360 px phone). A gap
 * stands for two pages or more; a single page is shown instead.
 */
export function pageItems(page: number, pages: number): PageItem[] {
  if (pages <= 7) return range(1, pages);
  const start = Math.max(2, Math.min(page - 1, pages - 4));
  const end = Math.min(pages - 1, Math.max(page + 1, 5));
  const before: PageItem[] = start > 3 ? ['gap'] : range(2, start - 1);
  const after: PageItem[] = end < pages - 2 ? ['gap'] : range(end + 1, pages - 1);
  return [1, ...before, ...range(start, end), ...after, pages];
}
