import { randomUUID } from 'node:crypto';
import type { AuditorActivity, EventMetadata } from '@fleetcheck/contracts';
import { streams } from '@fleetcheck/domain';
import { auditorAggregate, type AuditorState } from '@fleetcheck/domain/auditor/decider';
import { auditorDirectoryFold } from '@fleetcheck/domain/auditor/directory';
import { FoldCache, handleCommand, noticingAppends, sentCorrelationId, type EventStore, type Logger } from '@fleetcheck/platform';
import type { Request, Response } from 'express';

/** The answers that are files (an export), by their content type. */
const EXPORT_FORMATS: Record<string, string> = { 'text/csv': 'csv', 'application/pdf': 'pdf' };
/** The recorded path with its query is cut to what the event keeps. */
const MAX_WHAT = 300;

/**
 * What an auditor's read was: the path with its query as asked, the route it matched, the company, and for an
 * answer that is a file (by its content type) the export format.
 */
export function auditorReadOf(
  asked: { url: string; route?: { path?: unknown }; requestId?: string | undefined },
  companyId: string | undefined,
  contentType: string | undefined,
): AuditorActivity {
  const format = EXPORT_FORMATS[(contentType ?? '').split(';')[0]!.trim().toLowerCase()];
  const route = typeof asked.route?.path === 'string' ? asked.route.path : undefined;
  return {
    action: format ? 'export' : 'read',
    what: asked.url.slice(0, MAX_WHAT),
    companyId: companyId ?? null,
    ...(route ? { route } : {}),
    ...(format ? { format } : {}),
    ...(asked.requestId ? { requestId: asked.requestId } : {}),
  };
}

const failedBody = JSON.stringify({ operation: 'error', error: { key: 'Errors.Internal', status: 500 } });

/**
 * Issue 22 item 1: every read an auditor makes is recorded on the server (who, what, when), through the auditor
 * decider, whether it came from the web app or straight from the API. The answer is held back until the record
 * is written: a successful read goes out only with its record; a failed one (an error answer) records nothing,
 * and a record that cannot be written turns the answer into a 500 (no read leaves unrecorded). Appends go
 * through `noticingAppends`, so the admins' activity list of this process shows the read at once.
 */
export function auditorReadRecorder(eventStore: EventStore, clock: { now(): Date }, logger?: Logger) {
  const store = noticingAppends(eventStore, auditorDirectoryFold);
  // An auditor's stream grows by one event per read: each record reads only what came after this process's last.
  const folded = new FoldCache<AuditorState>();
  const record = (auditorId: string, activity: AuditorActivity) => {
    const now = clock.now().toISOString();
    const metadata: EventMetadata = {
      actor: { userId: auditorId, role: 'auditor', companyId: null },
      onBehalfOf: null,
      correlationId: activity.requestId ?? randomUUID(),
      causationId: null,
      occurredAt: now,
    };
    return handleCommand(
      store,
      streams.auditor(auditorId),
      auditorAggregate,
      { type: 'RecordAuditorActivity', data: { ...activity, now } },
      metadata,
      { cache: folded },
    );
  };

  /** Called once the auditor is let in: the answer the route then sends (at once or streamed) is recorded before its first byte leaves. */
  return (req: Request, auditorId: string, companyId: string | undefined): void => {
    const res = req.res as Response | undefined;
    if (!res) return;
    const asked = { url: req.url, route: req.route as { path?: unknown } | undefined, requestId: sentCorrelationId(req) };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const restore = () => {
      res.write = write as Response['write'];
      res.end = end as Response['end'];
    };
    /** The writes and the end the route made while the record was being written, in order. */
    const held: [(...args: unknown[]) => unknown, unknown[]][] = [];
    let holding = false;
    const hold = (send: (...args: unknown[]) => unknown, args: unknown[]) => {
      if (holding) return void held.push([send, args]);
      if (res.headersSent || res.statusCode < 200 || res.statusCode >= 300) {
        restore();
        return void send(...args);
      }
      holding = true;
      held.push([send, args]);
      const contentType = res.getHeader('Content-Type');
      record(auditorId, auditorReadOf(asked, companyId, typeof contentType === 'string' ? contentType : undefined)).then(
        () => {
          restore();
          for (const [next, nextArgs] of held.splice(0)) next(...nextArgs);
        },
        (error: unknown) => {
          logger?.error({ err: error, url: req.originalUrl, auditorId }, 'auditor read not recorded: answer withheld');
          // Whatever the route still sends is dropped: nothing of the answer leaves without its record.
          res.write = (() => true) as Response['write'];
          res.end = (() => res) as Response['end'];
          held.length = 0;
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          res.statusCode = 500;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          end(failedBody);
        },
      );
    };
    res.write = ((...args: unknown[]) => {
      hold(write, args);
      return true;
    }) as Response['write'];
    res.end = ((...args: unknown[]) => {
      hold(end, args);
      return res;
    }) as Response['end'];
  };
}
export type AuditorReadRecorder = ReturnType<typeof auditorReadRecorder>;
