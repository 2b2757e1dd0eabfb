/** A page of a list as the read side answers the lookups (limit 1000): every record on one page, the paged envelope's five keys. */
export const lookupPage = (docs: unknown[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 1000, totalPages: 1 });

/**
 * The page a list's `page` and `limit` parameters ask for (10 by default), as the read store pages (platform's
 * read-store port): 1-based, and `totalPages` is ceil(totalDocs / limit) but at least 1, so an empty list is one empty page.
 */
export function listPage<T>(matching: readonly T[], params: URLSearchParams) {
  const page = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? 10);
  return {
    docs: matching.slice((page - 1) * limit, page * limit),
    totalDocs: matching.length,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(matching.length / limit)),
  };
}

/** An error as the servers answer it. */
export const errorAnswer = (key: string, status: number) => Response.json({ operation: 'error', error: { key, status } }, { status });
