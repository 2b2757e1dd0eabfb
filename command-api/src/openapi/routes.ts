import { Router, type Request, type Response } from 'express';
import { buildOpenApiDocument } from './document';
import { operations } from './operations';

/**
 * GET /docs and /docs/openapi.json. In the all-in-one runner GETs go to query-api first, which passes on
 * paths it does not own. Built on first request, then kept: the schemas do not change while running.
 */
export function openApiRoutes(): Router {
  const router = Router();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const send = (_req: Request, res: Response) => {
    document ??= buildOpenApiDocument(operations);
    res.json(document);
  };
  router.get('/docs', send);
  router.get('/docs/openapi.json', send);
  return router;
}
