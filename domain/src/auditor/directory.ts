import { auditorCatalogue, type AuditorActivity, type AuditorEvent, type AuditorScope, type Language } from '@fleetcheck/contracts';
import { assertNever } from '../shared/decider';
import { accessRunsAt, scopeCovers } from './decider';

/** An auditor as admins see them, with everything they opened and exported (who, what, when). */
export interface AuditorEntry {
  auditorId: string;
  email: string;
  name: string;
  language: Language;
  scope: AuditorScope;
  accessEndsAt: string;
  invitedBy: string;
  invitedAt: string;
  status: 'Invited' | 'Active' | 'Revoked';
  activity: (AuditorActivity & { at: string })[];
}

/** A stored auditor event with the one metadata field the directory needs. */
export interface StoredAuditorEvent {
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata?: { occurredAt?: string } | unknown;
  recordedAt?: Date | string;
}

const occurredAt = (stored: StoredAuditorEvent): string => {
  const meta = stored.metadata as { occurredAt?: unknown } | undefined;
  if (typeof meta?.occurredAt === 'string') return meta.occurredAt;
  return stored.recordedAt ? new Date(stored.recordedAt).toISOString() : new Date(0).toISOString();
};

/**
 * Every auditor and their activity, a fold of the auditor streams in global order (the query side keeps it
 * current like the session directory), so scope checks and the admins' list are in-memory lookups.
 */
export class AuditorDirectory {
  private readonly entries = new Map<string, AuditorEntry>();

  apply(stored: StoredAuditorEvent): void {
    const event: AuditorEvent = auditorCatalogue.decode(stored.type, stored.schemaVersion, stored.data);
    const at = occurredAt(stored);
    switch (event.type) {
      case 'AuditorInvited': {
        const { invitationTokenHash: _h, invitationExpiresAt: _e, ...account } = event.data;
        this.entries.set(account.auditorId, { ...account, invitedAt: at, status: 'Invited', activity: [] });
        return;
      }
      case 'AuditorPasswordSet':
        return this.update(event.data.auditorId, (e) => ({ ...e, status: 'Active' }));
      case 'AuditorRevoked':
        return this.update(event.data.auditorId, (e) => ({ ...e, status: 'Revoked' }));
      case 'AuditorActivityRecorded': {
        // The request id only dedupes a retried read; the admins see what was read, by whom and when.
        const { auditorId: _a, requestId: _r, ...activity } = event.data;
        return this.update(event.data.auditorId, (e) => ({ ...e, activity: [...e.activity, { ...activity, at }] }));
      }
      default:
        return assertNever(event);
    }
  }

  list(): AuditorEntry[] {
    return [...this.entries.values()].sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  }

  get(auditorId: string): AuditorEntry | undefined {
    return this.entries.get(auditorId);
  }

  /** Whether the auditor may read the company (a revoked or unknown auditor may read nothing). */
  covers(auditorId: string, companyId: string): boolean {
    const entry = this.entries.get(auditorId);
    return entry !== undefined && entry.status === 'Active' && scopeCovers(entry.scope, companyId);
  }

  /** The directory as plain JSON data (a live fold's snapshot). */
  toSnapshot(): AuditorDirectorySnapshot {
    return { entries: [...this.entries.values()] };
  }

  static fromSnapshot(snapshot: AuditorDirectorySnapshot): AuditorDirectory {
    const directory = new AuditorDirectory();
    for (const entry of snapshot.entries) directory.entries.set(entry.auditorId, entry);
    return directory;
  }

  private update(auditorId: string, change: (entry: AuditorEntry) => AuditorEntry): void {
    const entry = this.entries.get(auditorId);
    if (entry) this.entries.set(auditorId, change(entry));
  }
}

/** The status admins read at `now`: an invited or active auditor past the end of access reads Expired. */
export const auditorStatusAt = (entry: Pick<AuditorEntry, 'status' | 'accessEndsAt'>, now: Date): AuditorEntry['status'] | 'Expired' =>
  entry.status !== 'Revoked' && !accessRunsAt(entry.accessEndsAt, now) ? 'Expired' : entry.status;

export interface AuditorDirectorySnapshot {
  entries: AuditorEntry[];
}

export const auditorDirectoryFold = {
  name: 'auditor-directory',
  eventTypes: [...auditorCatalogue.definitions.keys()] as readonly string[],
  create: () => new AuditorDirectory(),
  apply: (directory: AuditorDirectory, event: StoredAuditorEvent) => directory.apply(event),
  /** Raise the version when the fold or AuditorEntry changes. */
  snapshot: {
    version: 1,
    save: (directory: AuditorDirectory) => directory.toSnapshot(),
    load: (state: unknown) => AuditorDirectory.fromSnapshot(state as AuditorDirectorySnapshot),
  },
};
