import { Router } from 'express';
import type { App } from '../app';
import { requireAdmin } from '../auth/authenticate';
import { accepted, ifMatchRevision, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { faqArticleBodySchema, faqArticleDetailsFromBody, faqCategoryBodySchema } from './body';
import { createFaqArticle, createFaqCategory, deleteFaqArticle, deleteFaqCategory, updateFaqArticle, updateFaqCategory } from './commands';

/** FAQ administration: platform admins only (userType 1, admin-page token). */
export function faqRoutes(app: App): Router {
  const router = Router();

  router.post('/admin/faq-category', async (req, res) => {
    requireAdmin(res);
    const details = parseBody(faqCategoryBodySchema, req.body);
    const written = await createFaqCategory(app, commandContext(res, app.clock), details);
    sendWritten(res, written, accepted(written.categoryId, written), 201);
  });

  router.put('/admin/faq-category/:id', async (req, res) => {
    requireAdmin(res);
    const expected = ifMatchRevision(req);
    const details = parseBody(faqCategoryBodySchema, req.body);
    const written = await updateFaqCategory(app, commandContext(res, app.clock), req.params.id, details, expected);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.delete('/admin/faq-category/:id', async (req, res) => {
    requireAdmin(res);
    const written = await deleteFaqCategory(app, commandContext(res, app.clock), req.params.id, ifMatchRevision(req));
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.post('/admin/faq', async (req, res) => {
    requireAdmin(res);
    const details = faqArticleDetailsFromBody(parseBody(faqArticleBodySchema, req.body));
    const written = await createFaqArticle(app, commandContext(res, app.clock), details);
    sendWritten(res, written, accepted(written.articleId, written), 201);
  });

  router.put('/admin/faq/:id', async (req, res) => {
    requireAdmin(res);
    const expected = ifMatchRevision(req);
    const details = faqArticleDetailsFromBody(parseBody(faqArticleBodySchema, req.body));
    const written = await updateFaqArticle(app, commandContext(res, app.clock), req.params.id, details, expected);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.delete('/admin/faq/:id', async (req, res) => {
    requireAdmin(res);
    const written = await deleteFaqArticle(app, commandContext(res, app.clock), req.params.id, ifMatchRevision(req));
    sendWritten(res, written, accepted(req.params.id, written));
  });

  return router;
}
