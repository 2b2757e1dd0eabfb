import type { Request } from 'express';
import { fold } from '@fleetcheck/domain';
import { subscriptionAggregate } from '@fleetcheck/domain/subscription/decider';
import { subscriptionAccessRefusal } from '@fleetcheck/domain/subscription/status';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import type { EventStore } from '@fleetcheck/platform';
import { QueryError, forbidden, unauthorized } from '../http/query-error';
import type { CompanyPrincipal, Principal } from './principal';

/** The spec sends `Authorization: JWT <token>`; `Bearer` is accepted too. */
export function bearerToken(req: Request): string | undefined {
  return /^(?:JWT|Bearer)\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
}

/**
 * A revoked session (logout) or a deleted company stops a token at once, as on the command side. Read from
 * the event store rather than a read model: a read model could lag behind a logout (or a renewal).
 */
async function assertStillValid(store: EventStore, principal: Principal, today: string): Promise<void> {
  const session = await store.readStream(`session-${principal.sessionId}`);
  const started = session.find((e) => e.type === 'SessionStarted');
  const startedBy = (started?.data as { userId?: unknown } | undefined)?.userId;
  if (!started || startedBy !== principal.userId || session.some((e) => e.type === 'SessionRevoked')) throw unauthorized();
  if (principal.companyId) {
    const [last] = await store.readStream(`company-${principal.companyId}`, { direction: 'backwards', maxCount: 1 });
    if (!last || last.type === 'CompanyDeleted') throw unauthorized();
  }
  // Past the paid term managers are signed out until renewal; an admin on behalf still gets in.
  if (principal.kind === 'manager') {
    const recorded = await store.readStream(billingStreams.subscription(principal.companyId));
    const { decider, codec } = subscriptionAggregate;
    const state = fold(
      decider,
      recorded.map((event) => codec.decode(event.type, event.schemaVersion, event.data)),
    );
    const refusal = subscriptionAccessRefusal(state, today);
    if (refusal) throw new QueryError(refusal);
  }
}

export function createAuthenticator(verify: (token: string) => Promise<Principal>, store: EventStore | undefined, today: () => string) {
  async function principalOf(req: Request): Promise<Principal> {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const principal = await verify(token);
    if (store) await assertStillValid(store, principal, today());
    return principal;
  }
  return {
    any: principalOf,
    async admin(req: Request): Promise<Extract<Principal, { kind: 'admin' }>> {
      const principal = await principalOf(req);
      if (principal.kind !== 'admin') throw forbidden();
      return principal;
    },
    /** A manager, or an admin inside this company on its behalf: answers only that company's rows. */
    async companyUser(req: Request): Promise<CompanyPrincipal> {
      const principal = await principalOf(req);
      if (principal.kind === 'admin') throw forbidden();
      return principal;
    },
  };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
