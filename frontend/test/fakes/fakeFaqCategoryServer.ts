import type { FaqCategory } from '@fleetcheck/contracts';
import { errorAnswer } from './listPage';

/** A FAQ category with no articles, as GET /admin/faq-category lists it. */
export const faqCategory = (id: string, title_en: string, position: number): FaqCategory => ({
  _id: id,
  id,
  version: 0,
  title_en,
  title_ja: `${title_en} (ja)`,
  position,
  faq: [],
});

/**
 * GET /admin/faq-category (the stored categories by position, one page) and POST /admin/faq-category as the
 * servers answer an admin; records the bodies posted. Held to the real server's answers by
 * deploy/test/contract/frontend-admin-fakes.test.ts.
 */
export function faqCategoryServer(initial: FaqCategory[]) {
  const stored = [...initial];
  const posts: unknown[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname !== '/api/v1/admin/faq-category') return errorAnswer('Errors.NotFound', 404);
    if (method === 'GET') {
      const sorted = [...stored].sort((a, b) => a.position - b.position);
      return Response.json({ docs: sorted, totalDocs: sorted.length, page: 1, limit: 999, totalPages: 1 });
    }
    if (method !== 'POST') return errorAnswer('Errors.NotFound', 404);
    const body = JSON.parse(String(init?.body)) as { title_en: string; title_ja: string; position: number };
    posts.push(body);
    const id = `cat-${stored.length + 1}`;
    stored.push({ ...body, _id: id, id, version: 0, faq: [] });
    return Response.json({ operation: 'success', data: { id, revision: 0 }, position: '15' }, { status: 201 });
  };
  return { stored, posts, fetchFn };
}
