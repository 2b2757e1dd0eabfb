import type { ErrorKey } from '../errors/keys';
import type { Access, ApiOperation } from './operation';

/** Which API a table is of: their authentication refuses differently. */
export type ApiSide = 'command' | 'query';

/** Who a lapsed company's subscription shuts out: its managers (an admin on its behalf still gets in) and its drivers' phone app. */
const SUBSCRIBED_CALLERS: ReadonlySet<Access> = new Set<Access>(['company', 'manager', 'any-user', 'driver', 'call-party']);
/** Routes that take no user token: an auditor's token is never read there. */
const TOKENLESS: ReadonlySet<Access> = new Set<Access>(['public', 'device']);

/**
 * What a side's authentication refuses before any route runs (command-api's and query-api's auth/authenticate.ts),
 * declared here once for every operation instead of on each: Errors.SubscriptionExpired (402) to a manager or a
 * driver of a company whose subscription lapsed, wherever they may call (on the query side a manager still reads
 * the records for a year); on the command side Errors.AuditorReadOnly (403) to an auditor's token on every route but
 * the writes they may make (`auditorWrites`, 'METHOD /path' as command-api's authentication lists them).
 */
export function withAuthenticationRefusals(
  side: ApiSide,
  operations: readonly ApiOperation[],
  auditorWrites: ReadonlySet<string> = new Set(),
): readonly ApiOperation[] {
  return operations.map((op) => {
    const refusals: ErrorKey[] = [];
    if (SUBSCRIBED_CALLERS.has(op.access)) refusals.push('Errors.SubscriptionExpired');
    if (side === 'command' && !TOKENLESS.has(op.access) && !auditorWrites.has(`${op.method.toUpperCase()} ${op.path}`))
      refusals.push('Errors.AuditorReadOnly');
    const own = op.errors ?? [];
    const added = refusals.filter((key) => !own.includes(key));
    return added.length > 0 ? { ...op, errors: [...own, ...added] } : op;
  });
}
