import { createRequire } from 'node:module';
import path from 'node:path';
import { buildOpenApiDocument, readOperations } from '@fleetcheck/contracts/openapi';
import { Router } from 'express';
import { DomainError } from '@fleetcheck/domain';
import { operations } from './operations';

/** Swagger UI's prebuilt files, served from the installed package: the page needs no CDN. */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_FILES = new Set(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']);

/**
 * Its start-up script is a file of ours: the page's CSP allows no inline script.
 *
 * Swagger UI (since 5.35) draws a list of 150 or more tags and operations virtually: only the rows in the window are
 * in the page, so the browser's find-in-page misses every route below the fold (the document has 23 tags and 155
 * operations). The plugin puts back its plain list: every tag with its operations, as Swagger UI draws a shorter one.
 */
const INIT_SCRIPT = `function everyOperationListed(system) {
  const h = system.React.createElement;
  return {
    components: {
      operations: function EveryOperation(props) {
        const tagged = props.specSelectors.taggedOperations();
        if (tagged.size === 0) return h('h3', null, 'No operations defined in spec!');
        const methods = props.specSelectors.validOperationMethods();
        const OperationTag = props.getComponent('OperationTag');
        const OperationContainer = props.getComponent('OperationContainer', true);
        const operationsOf = (tagObj, tag) =>
          tagObj.get('operations').map((op) => {
            const path = op.get('path');
            const method = op.get('method');
            if (methods.indexOf(method) === -1) return null;
            return h(OperationContainer, { key: path + '-' + method, specPath: op.get('specPath'), op, path, method, tag });
          }).toArray();
        return h('div', null, tagged.map((tagObj, tag) =>
          h(OperationTag, {
            key: 'operation-' + tag, tagObj, tag,
            oas3Selectors: props.oas3Selectors, layoutSelectors: props.layoutSelectors, layoutActions: props.layoutActions,
            getConfigs: props.getConfigs, getComponent: props.getComponent, specUrl: props.specSelectors.url(),
          }, h('div', { className: 'operation-tag-content' }, operationsOf(tagObj, tag)))
        ).valueSeq().toArray());
      },
    },
  };
}
window.ui = SwaggerUIBundle({
  url: location.pathname.replace(/\\/$/, '') + '/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
  filter: true,
  plugins: [everyOperationListed],
});`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>FleetCheck API reference</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="docs/assets/swagger-ui.css">
</head>
<body>
  <div id="reference"></div>
  <script src="docs/assets/swagger-ui-bundle.js"></script>
  <script src="docs/assets/init.js"></script>
</body>
</html>`;

/** Swagger UI sets style attributes and injects its own style tags; scripts stay limited to our origin. */
const PAGE_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/**
 * GET /docs (the readable reference), /docs/openapi.json (the OpenAPI 3.1 document of both APIs) and the page's
 * files. In the all-in-one runner and behind the production proxy GETs go to query-api first, which passes on
 * what it does not own. The document is built on first request, then kept: the schemas do not change while running.
 */
export function openApiRoutes(): Router {
  const router = Router();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.get('/docs', (req, res) => {
    // The page's relative URLs (docs/assets/...) resolve against /api/v1/ only without a trailing slash.
    if (req.path.endsWith('/')) return res.redirect(301, `${req.baseUrl}/docs`);
    res.set({ 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-cache' }).type('html').send(PAGE);
  });
  router.get('/docs/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument([...operations, ...readOperations]);
    res.json(document);
  });
  router.get('/docs/assets/:file', (req, res) => {
    const file = req.params.file;
    if (file === 'init.js') return res.type('text/javascript').set('Cache-Control', 'no-cache').send(INIT_SCRIPT);
    if (!SWAGGER_UI_FILES.has(file)) throw new DomainError('Errors.NotFound');
    res.sendFile(file, { root: SWAGGER_UI_DIR, maxAge: '1d' });
  });
  return router;
}
