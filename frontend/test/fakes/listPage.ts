/** A page of a list as the read side answers the lookups (limit 1000): every record on one page, the paged envelope's five keys. */
export const lookupPage = (docs: unknown[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 1000, totalPages: 1 });

/** An error as the servers answer it. */
export const errorAnswer = (key: string, status: number) => Response.json({ operation: 'error', error: { key, status } }, { status });
