import { PAGINATION_SHOW_ALL_MAX as allPagesLimit, PAGINATION_SIBLINGS as siblingCount } from '@fleetcheck/contracts';

export type PageItem =
  | {
      readonly kind: 'page';
      readonly page: number;
      readonly current: boolean;
      /** hidden under 768 px */ readonly middle: boolean;
    }
  | { readonly kind: 'gap'; readonly key: string };

export function totalPagesOf(totalDocs: number, limit: number): number {
  return Math.max(1, Math.ceil(totalDocs / limit));
}

/**
 * The page buttons: every page when there are 6 or fewer; otherwise the first, the last, the current page
 * and one sibling each side, with gaps. Pages other than first, last and current are "middle" pages,
 * which the stylesheet hides on narrow screens.
 */
export function pageItems(currentPage: number, totalPages: number): PageItem[] {
  const current = Math.min(Math.max(1, currentPage), Math.max(1, totalPages));
  const page = (n: number): PageItem => ({
    kind: 'page',
    page: n,
    current: n === current,
    middle: n !== current && n !== 1 && n !== totalPages,
  });
  if (totalPages <= allPagesLimit) return Array.from({ length: totalPages }, (_, i) => page(i + 1));

  const first = Math.max(2, current - siblingCount);
  const last = Math.min(totalPages - 1, current + siblingCount);
  const items: PageItem[] = [page(1)];
  if (first > 2) items.push({ kind: 'gap', key: 'start' });
  for (let n = first; n <= last; n++) items.push(page(n));
  if (last < totalPages - 1) items.push({ kind: 'gap', key: 'end' });
  items.push(page(totalPages));
  return items;
}

/** The 'current-total of results' numbers: the range of rows shown and the total. */
export function resultRange(page: number, limit: number, totalDocs: number): { from: number; to: number; total: number } {
  if (totalDocs === 0) return { from: 0, to: 0, total: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: Math.min(page * limit, totalDocs), total: totalDocs };
}
