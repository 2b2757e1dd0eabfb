import type { EventMetadata } from '@fleetcheck/contracts';
import type { Request, Response } from 'express';
import type { Principal } from '../auth/principal';
import type { Clock, IdGenerator } from '../deps';

/** Per-request facts every command needs, kept in res.locals under one typed key. */
export interface RequestContext {
  correlationId: string;
  /** Id of this HTTP command: the causation of every event it writes. */
  commandId: string;
  principal: Principal | null;
  /** A token was sent but refused: routes that need a user answer with this (expired vs invalid). */
  authError: Error | null;
}

const KEY = 'fleetcheck';
const CORRELATION_PATTERN = /^[\w.:-]{1,128}$/;

export function initRequestContext(req: Request, res: Response, ids: IdGenerator): RequestContext {
  const header = req.get('x-correlation-id');
  const correlationId = header && CORRELATION_PATTERN.test(header) ? header : ids.generate();
  const context: RequestContext = { correlationId, commandId: ids.generate(), principal: null, authError: null };
  res.locals[KEY] = context;
  res.setHeader('X-Correlation-Id', correlationId);
  return context;
}

export function requestContext(res: Response): RequestContext {
  return res.locals[KEY] as RequestContext;
}

/** Who is acting, for event metadata (ARCHITECTURE.md: auditors rely on it). */
export interface CommandContext {
  metadata(): EventMetadata;
  principal: Principal | null;
}

export function commandContext(res: Response, clock: Clock): CommandContext {
  const context = requestContext(res);
  return { principal: context.principal, metadata: () => metadataFor(context, clock) };
}

export function metadataFor(context: RequestContext, clock: Clock): EventMetadata {
  const principal = context.principal;
  return {
    actor: principal
      ? {
          userId: principal.userId,
          role: principal.kind === 'admin-on-behalf' ? 'admin' : principal.kind,
          companyId: principal.companyId,
        }
      : { userId: null, role: 'anonymous', companyId: null },
    onBehalfOf: principal?.kind === 'admin-on-behalf' ? { adminId: principal.userId, companyId: principal.companyId } : null,
    correlationId: context.correlationId,
    causationId: context.commandId,
    occurredAt: clock.now().toISOString(),
  };
}

/** For commands the system issues itself (seeding, e-mail links without a session). */
export function systemContext(ids: IdGenerator, clock: Clock, principal: Principal | null = null): CommandContext {
  const context: RequestContext = { correlationId: ids.generate(), commandId: ids.generate(), principal, authError: null };
  return {
    principal,
    metadata: () => {
      const metadata = metadataFor(context, clock);
      return principal ? metadata : { ...metadata, actor: { userId: null, role: 'system', companyId: null } };
    },
  };
}
