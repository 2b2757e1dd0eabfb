import type { Filter, ReadCollection, ReadDocument } from './port';

/** Rows an export reads at a time: what one batch holds in memory, however long the period. */
export const EXPORT_PAGE = 1000;

/** The filter's documents in bounded pages, oldest first on `sortField`: exports write each page before reading the next. */
export async function* pagesOf<T extends ReadDocument>(collection: ReadCollection<T>, filter: Filter, sortField: string) {
  for (let page = 1; ; page++) {
    const result = await collection.paginate({ filter, sort: [{ field: sortField, order: 'asc' }], page, limit: EXPORT_PAGE });
    yield result.docs;
    if (page >= result.totalPages) return;
  }
}
