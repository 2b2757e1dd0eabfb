import { describe, expect, it } from 'vitest';
import { pageItems, resultRange, totalPagesOf, type PageItem } from '../../src/components/list/pagination';
import { nextSort, parseSort } from '../../src/components/list/sort';
import { readListSearch } from '../../src/components/list/listSearch';

const render = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('pagination', () => {
  it('lists every page when there are 6 or fewer', () => {
    expect(render(pageItems(1, 1))).toBe('[1]');
    expect(render(pageItems(4, 6))).toBe('1 2 3 [4] 5 6');
  });

  it('shows first, last, current and one sibling each side with gaps beyond 6 pages', () => {
    expect(render(pageItems(1, 10))).toBe('[1] 2 … 10');
    expect(render(pageItems(3, 10))).toBe('1 2 [3] 4 … 10');
    expect(render(pageItems(5, 10))).toBe('1 … 4 [5] 6 … 10');
    expect(render(pageItems(10, 10))).toBe('1 … 9 [10]');
    expect(render(pageItems(99, 7))).toBe('1 … 6 [7]');
  });

  it('marks the sibling pages as middle pages (hidden under 768 px)', () => {
    const middles = pageItems(5, 10)
      .filter((item) => item.kind === 'page' && item.middle)
      .map((item) => (item.kind === 'page' ? item.page : 0));
    expect(middles).toEqual([4, 6]);
  });

  it('computes total pages and the current-total range', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(21, 10)).toBe(3);
    expect(resultRange(3, 10, 21)).toEqual({ from: 21, to: 21, total: 21 });
    expect(resultRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('sort and list search', () => {
  it('toggles ascending and descending on the same header and starts ascending on another', () => {
    expect(nextSort(undefined, 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('-name', 'phone')).toBe('phone');
    expect(parseSort('-name')).toEqual({ field: 'name', direction: 'desc' });
  });

  it('fills defaults and replaces bad values', () => {
    expect(readListSearch({})).toEqual({ page: 1, query: '' });
    expect(readListSearch({ page: '3', query: '  tokyo ', sort: '-name' })).toEqual({
      page: 3,
      query: 'tokyo',
      sort: '-name',
    });
    expect(readListSearch({ page: -2, query: 5 })).toEqual({ page: 1, query: '' });
  });
});
