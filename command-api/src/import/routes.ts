import {
  IMPORT_MAX_BYTES,
  importColumns,
  importKindSchema,
  importTemplateQuerySchema,
  type ImportDryRunResponse,
  type ImportKind,
  type ImportResponse,
} from '@fleetcheck/contracts';
import { DomainError } from '@fleetcheck/domain';
import express, { Router, type Request, type RequestHandler } from 'express';
import type { App } from '../app';
import { requireCompanyUser } from '../auth/authenticate';
import { issueDriverInvitation } from '../driver/invitation';
import { POSITION_HEADER } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { applyImport, rowsFailed } from './apply';
import { checkRows } from './check-rows';
import { keyedRows } from './columns';
import { readImportFile } from './read-file';
import { settleAll } from './settle-all';
import { importTemplate } from './templates';

/** Invitations mailed at once after an import of drivers. */
const INVITE_CONCURRENCY = 8;

const kindOf = (req: Request): ImportKind => {
  const parsed = importKindSchema.safeParse(req.params.kind);
  if (!parsed.success) throw new DomainError('Errors.NotFound');
  return parsed.data;
};

const rawBody = express.raw({ type: () => true, limit: IMPORT_MAX_BYTES });

/**
 * The file is the request's body as it is (any content type: its bytes say what it is), read only once the
 * caller may import into a company of this kind; a body past IMPORT_MAX_BYTES is refused with the import's own
 * key (the API's generic 1 MB JSON limit does not apply to it).
 */
const fileBody: RequestHandler = (req, res, next) => {
  requireCompanyUser(res);
  kindOf(req);
  rawBody(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return next(new DomainError('Errors.ImportTooLarge'));
    next(error);
  });
};

const fileOf = (req: Request): Buffer => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

/** Bulk import of offices, cars, drivers and managers from CSV or .xlsx (issue 37 item 1); the caller's company only. */
export function importRoutes(app: App): Router {
  const router = Router();

  router.get('/import/:kind/template', async (req, res) => {
    requireCompanyUser(res);
    const kind = kindOf(req);
    const { format, lang } = parseBody(importTemplateQuerySchema, req.query);
    const template = await importTemplate(kind, format, lang);
    res.setHeader('Content-Type', template.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${template.fileName}"`);
    res.status(200).send(template.body);
  });

  /** Reads and checks only: every row that would fail, with its column and the form's key. */
  router.post('/import/:kind/dry-run', fileBody, async (req, res) => {
    const principal = requireCompanyUser(res);
    const kind = kindOf(req);
    const rows = keyedRows(kind, await readImportFile(fileOf(req)));
    const { errors } = await checkRows(app, principal.companyId, kind, rows);
    const answer: ImportDryRunResponse = { operation: 'success', data: { rows: rows.length, errors } };
    res.status(200).json(answer);
  });

  /** All rows or none: refused with the dry run's errors when any row fails, else every row written (see applyImport). */
  router.post('/import/:kind', fileBody, async (req, res) => {
    const principal = requireCompanyUser(res);
    const kind = kindOf(req);
    const ctx = commandContext(res, app.clock);
    const rows = keyedRows(kind, await readImportFile(fileOf(req)));
    const checked = await checkRows(app, principal.companyId, kind, rows);
    if (checked.errors.length) throw rowsFailed(checked.errors);
    const applied = await applyImport(app, ctx, principal.companyId, kind, checked.rows, importColumns[kind][0]!.key);
    // After the import stands: an invitation that cannot be sent leaves the driver imported (the list offers it again).
    const invitations = await settleAll(applied.invite, INVITE_CONCURRENCY, (driver) =>
      issueDriverInvitation(app, ctx, driver.id, principal.companyId, principal.userId, true, driver.loaded),
    );
    const invited: ImportResponse['data']['invited'] = [];
    let position = applied.position;
    invitations.forEach((sent, index) => {
      const driver = applied.invite[index]!;
      if (sent.status === 'rejected') {
        app.logger?.warn({ err: sent.reason, driverId: driver.id }, 'import: driver invitation not sent');
        return;
      }
      invited.push({ name: driver.name, email: driver.email });
      const written = sent.value.written.position;
      if (written !== undefined && (position === undefined || written > position)) position = written;
    });
    if (position !== undefined) res.setHeader(POSITION_HEADER, position.toString());
    const answer: ImportResponse = {
      operation: 'success',
      data: { imported: applied.ids.length, ids: applied.ids, credentials: applied.credentials, invited },
      ...(position !== undefined ? { position: position.toString() } : {}),
    };
    res.status(201).json(answer);
  });

  return router;
}
