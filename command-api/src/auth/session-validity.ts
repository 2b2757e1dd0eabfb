import { managerCatalogue, type ManagerEvent } from '@fleetcheck/contracts';
import type { App } from '../app';
import { sessionAggregate, type SessionState } from '@fleetcheck/domain/session/decider';
import { streams } from '@fleetcheck/domain';

/** A session's state and the global position of its SessionStarted (undefined for an unknown session). */
export async function loadSession(app: App, sessionId: string): Promise<{ state: SessionState; startedAt: bigint | undefined }> {
  const recorded = await app.store.readStream(streams.session(sessionId));
  let state = sessionAggregate.decider.initialState();
  for (const event of recorded)
    state = sessionAggregate.decider.evolve(state, sessionAggregate.codec.decode(event.type, event.schemaVersion, event.data));
  return { state, startedAt: recorded[0]?.position };
}

/**
 * A manager's sessions end when someone else resets their password (a colleague, an admin, the e-mailed
 * code: whoever held the old password must be locked out) or when the account is deleted. Instead of
 * finding every session of the manager (no read model on the command side), a session is valid only if it
 * started after the manager's last such event: global positions order the two streams. The manager
 * changing their own password in the profile keeps the session they did it from (known limit: also their
 * other sessions).
 */
export async function managerSessionStillValid(app: App, managerId: string, sessionStartedAt: bigint): Promise<boolean> {
  const recorded = await app.store.readStream(streams.manager(managerId));
  if (recorded.length === 0) return false;
  let endedAt: bigint | undefined;
  for (const raw of recorded) {
    const event: ManagerEvent = managerCatalogue.decode(raw.type, raw.schemaVersion, raw.data);
    if (event.type === 'ManagerDeleted') return false;
    const selfChange = event.type === 'ManagerPasswordReset' && event.data.reason === 'manager' && raw.metadata.actor.userId === managerId;
    if (event.type === 'ManagerPasswordReset' && !selfChange) endedAt = raw.position;
  }
  return endedAt === undefined || sessionStartedAt > endedAt;
}
