/** A page of a list as the read side answers the lookups (limit 1000): every record on one page. */
export const lookupPage = (docs: unknown[]) => ({
  docs,
  totalDocs: docs.length,
  limit: 1000,
  page: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
  nextPage: null,
  prevPage: null,
  pagingCounter: 1,
});

/** An error as the servers answer it. */
export const errorAnswer = (key: string, status: number) => Response.json({ operation: 'error', error: { key, status } }, { status });
