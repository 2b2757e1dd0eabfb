/** Sort travels as `field` (ascending) or `-field` (descending). */
export interface SortState {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export function parseSort(sort: string | undefined): SortState | undefined {
  if (!sort) return undefined;
  return sort.startsWith('-') ? { field: sort.slice(1), direction: 'desc' } : { field: sort, direction: 'asc' };
}

/** Clicking a header sorts ascending, then descending, then ascending again. */
export function nextSort(current: string | undefined, field: string): string {
  const state = parseSort(current);
  return state?.field === field && state.direction === 'asc' ? `-${field}` : field;
}
