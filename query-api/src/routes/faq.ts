import {
  faqArticleResponseSchema,
  faqArticleListResponseSchema,
  faqCategoryListResponseSchema,
  faqArticleListQuerySchema,
  faqArticlesCollection,
  faqCategoriesCollection,
  faqCategoryListQuerySchema,
  type FaqArticleDocument,
  type FaqCategoryDocument,
} from '@fleetcheck/contracts';
import type { Request, Response, Router } from 'express';
import { parseQuery, parseSort } from '../http/list-params';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import type { RouteContext } from './context';

const article = ({ companyId: _c, ...doc }: FaqArticleDocument) => doc;
const category = ({ companyId: _c, ...doc }: FaqCategoryDocument, articles: FaqArticleDocument[]) => ({
  ...doc,
  faq: articles.filter((a) => a.category === doc._id).map(article),
});

/** FAQ: public (help panel, no token) and admin variants read the same read model. */
export function faqRoutes(router: Router, ctx: RouteContext, fresh: (req: Request, res: Response) => Promise<void>): void {
  const categories = async (req: Request, res: Response) => {
    await fresh(req, res);
    const q = parseQuery(faqCategoryListQuerySchema, req);
    const page = await ctx.store.collection(faqCategoriesCollection).paginate({
      search: q.query ?? '',
      sort: parseSort(q.sort, ['position', 'title_en', 'title_ja'], [{ field: 'position' }]),
      page: q.page,
      limit: q.limit,
    });
    const articles = await ctx.store.collection(faqArticlesCollection).findMany({ sort: [{ field: 'position' }] });
    reply(res, faqCategoryListResponseSchema, { ...page, docs: page.docs.map((c) => category(c, articles)) });
  };
  const articles = async (req: Request, res: Response) => {
    await fresh(req, res);
    const q = parseQuery(faqArticleListQuerySchema, req);
    const page = await ctx.store.collection(faqArticlesCollection).paginate({
      filter: q.category ? { category: q.category } : {},
      search: q.query ?? '',
      sort: parseSort(q.sort, ['position', 'question_en', 'question_ja'], [{ field: 'position' }]),
      page: q.page,
      limit: q.limit,
    });
    reply(res, faqArticleListResponseSchema, { ...page, docs: page.docs.map(article) });
  };

  router.get('/faq-category', categories);
  router.get('/faq', articles);
  router.get('/admin/faq-category', async (req, res) => {
    await ctx.auth.admin(req);
    await categories(req, res);
  });
  router.get('/admin/faq', async (req, res) => {
    await ctx.auth.admin(req);
    await articles(req, res);
  });
  router.get('/admin/faq/:id', async (req, res) => {
    await fresh(req, res);
    await ctx.auth.admin(req);
    const found = await ctx.store.collection(faqArticlesCollection).findById(String(req.params.id));
    if (!found) throw notFound();
    reply(res, faqArticleResponseSchema, { operation: 'success', data: article(found) });
  });
}
