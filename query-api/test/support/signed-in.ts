import { adminCatalogue, companyCatalogue, managerCatalogue, sessionCatalogue, type EventMetadata } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';

/**
 * The events that make an access token's session valid (domain/session/validity): its company, its manager
 * or admin, and the session itself, each written the way command-api writes them.
 */
const meta: EventMetadata = {
  actor: { userId: null, role: 'system', companyId: null },
  onBehalfOf: null,
  correlationId: 'c',
  causationId: null,
  occurredAt: '2025-01-01T00:00:00.000Z',
};

export async function companyExists(events: EventStore, companyId: string): Promise<void> {
  const details = {
    name: companyId,
    email: `${companyId}@x.jp`,
    phone: '03',
    fax: '',
    employeeCount: 1,
    carCount: 1,
    postcode: '1000001',
    prefectures: '東京都',
    municipalities: '千代田区',
    town: '',
    buildings: '',
  };
  const registered = companyCatalogue.encode({
    type: 'CompanyRegistered',
    data: { companyId, details, emailVerified: true, registeredAt: meta.occurredAt },
  });
  await events.appendToStream(`company-${companyId}`, [{ ...registered, metadata: meta }]);
}

export async function managerExists(events: EventStore, managerId: string, companyId: string, userType: 2 | 3 = 2): Promise<void> {
  const profile = {
    firstName: 'f',
    lastName: 'l',
    spellingFirstName: '',
    spellingLastName: '',
    email: `${managerId}@x.jp`,
    mobile: '',
    officeId: null,
    image: null,
  };
  const created = managerCatalogue.encode({
    type: 'ManagerCreated',
    data: { managerId, companyId, userType, username: managerId, passwordHash: 'h', language: 'ja', profile },
  });
  await events.appendToStream(`manager-${managerId}`, [{ ...created, metadata: meta }]);
}

export async function adminExists(events: EventStore, adminId: string): Promise<void> {
  const created = adminCatalogue.encode({
    type: 'PlatformAdminCreated',
    data: { adminId, username: adminId, passwordHash: 'h', firstName: 'a', lastName: 'b', email: `${adminId}@x.jp`, language: 'ja' },
  });
  await events.appendToStream(`admin-${adminId}`, [{ ...created, metadata: meta }]);
}

/** A session until `expiresAt`: a manager's (companyId), an admin's (null), or on behalf of a company opened from `openedFrom`. */
export async function sessionStarted(
  events: EventStore,
  session: { sessionId: string; userId: string; companyId: string | null; userType?: number; openedFrom?: string; expiresAt: string },
): Promise<void> {
  const onBehalf = session.openedFrom !== undefined && session.companyId !== null;
  const started = sessionCatalogue.encode({
    type: 'SessionStarted',
    data: {
      sessionId: session.sessionId,
      audience: session.companyId ? 'manager' : 'admin',
      userId: session.userId,
      userType: session.userType ?? (session.companyId && !onBehalf ? 2 : 1),
      companyId: session.companyId,
      onBehalfOf: onBehalf ? { adminId: session.userId, companyId: session.companyId! } : null,
      openedFromSessionId: session.openedFrom ?? null,
      tokenHash: 'h',
      expiresAt: session.expiresAt,
    },
  });
  await events.appendToStream(`session-${session.sessionId}`, [{ ...started, metadata: meta }]);
}

export async function sessionRevoked(events: EventStore, sessionId: string): Promise<void> {
  const revoked = sessionCatalogue.encode({ type: 'SessionRevoked', data: { sessionId, reason: 'logout' } });
  await events.appendToStream(`session-${sessionId}`, [{ ...revoked, metadata: meta }]);
}
