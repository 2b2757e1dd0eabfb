import {
  SessionRefreshed,
  SessionRevoked,
  SessionStarted,
  adminChangesCollection,
  companyCatalogue,
  companyDeviceCatalogue,
  deviceRegistryCatalogue,
  invoiceCatalogue,
  onBehalfSessionsCollection,
  sessionCatalogue,
  subscriptionCatalogue,
} from '@fleetcheck/contracts';
import type { ReadStoreTransaction } from '@fleetcheck/platform';
import type { z } from 'zod';
import { projectedCatalogues } from '../../runner/decode';
import { guard, type ProjectedEvent, type Projection } from '../../runner/projection';
import { occurredAt } from '../../shared/time';

/** The streams whose changes on the admin pages the log keeps: companies, subscriptions, invoices, detectors. */
const ADMIN_PAGE_TYPES = new Set(
  [companyCatalogue, subscriptionCatalogue, invoiceCatalogue, companyDeviceCatalogue, deviceRegistryCatalogue].flatMap((catalogue) => [
    ...catalogue.definitions.keys(),
  ]),
);
const SESSION_TYPES = new Set(sessionCatalogue.definitions.keys());

/** The company an event names in its data, if it names one. */
function companyNamed(data: unknown): string | null {
  const companyId = (data as { companyId?: unknown } | null)?.companyId;
  return typeof companyId === 'string' ? companyId : null;
}

async function recordSession(tx: ReadStoreTransaction, event: ProjectedEvent) {
  const sessions = tx.collection(onBehalfSessionsCollection);
  switch (event.type) {
    case SessionStarted.type: {
      const data = event.data as z.infer<typeof SessionStarted.schema>;
      if (!data.onBehalfOf) return;
      await sessions.upsert(
        {
          _id: data.sessionId,
          companyId: data.onBehalfOf.companyId,
          adminId: data.onBehalfOf.adminId,
          openedFromSessionId: data.openedFromSessionId,
          startedAt: occurredAt(event),
          expiresAt: data.expiresAt,
          endedAt: null,
        },
        guard(event),
      );
      return;
    }
    case SessionRefreshed.type: {
      const data = event.data as z.infer<typeof SessionRefreshed.schema>;
      const session = await sessions.findById(data.sessionId);
      if (session && session.endedAt === null) await sessions.patch(session._id, { expiresAt: data.expiresAt }, guard(event));
      return;
    }
    case SessionRevoked.type: {
      // A logout ends the session itself and, for an admin session, every session opened from it.
      const { sessionId } = event.data as z.infer<typeof SessionRevoked.schema>;
      const own = await sessions.findById(sessionId);
      const opened = await sessions.findMany({ filter: { openedFromSessionId: sessionId } });
      for (const session of [...(own ? [own] : []), ...opened]) {
        if (session.endedAt === null) await sessions.patch(session._id, { endedAt: occurredAt(event) }, guard(event));
      }
      return;
    }
  }
}

/**
 * Issue 22 item 4: the access log auditors and admins read. Every session an admin opened on a company's
 * behalf (from when to when), every change made on behalf (whatever it changed), and every change an admin
 * made on the admin pages to a company, a subscription, an invoice or a detector; who and when come from the
 * event metadata, which the command handler writes for every event.
 */
export const accessLogProjection: Projection = {
  name: 'access-log',
  collections: [onBehalfSessionsCollection, adminChangesCollection],
  handles: projectedCatalogues.flatMap((catalogue) => [...catalogue.definitions.keys()]),
  async apply(event, tx) {
    if (SESSION_TYPES.has(event.type)) return recordSession(tx, event);
    const { actor, onBehalfOf } = event.metadata;
    const onAdminPage = actor.role === 'admin' && actor.userId !== null && ADMIN_PAGE_TYPES.has(event.type);
    if (!onBehalfOf && !onAdminPage) return;
    await tx.collection(adminChangesCollection).upsert(
      {
        _id: event.id,
        companyId: companyNamed(event.data) ?? onBehalfOf?.companyId ?? null,
        adminId: onBehalfOf?.adminId ?? actor.userId!,
        onBehalf: onBehalfOf !== null,
        at: occurredAt(event),
        eventType: event.type,
        streamName: event.streamName,
        position: Number(event.position),
      },
      guard(event),
    );
  },
};
