import type { EventMetadata } from '@fleetcheck/contracts';
import { WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from '@fleetcheck/platform';

/**
 * A value unique within a scope (a car number in a company, a detector serial) without a read model or a lock:
 * one stream per value, and the first claim appends with expectedRevision 'no_stream', which only one writer
 * can do. A released value is claimed again at the stream's last revision.
 *
 * A claim is the first of the several appends of a registration (claim, then the registration itself), so a
 * crash in between leaves a claim whose holder never registered (or, for an edit, no longer names the value).
 * No event marks that: the holder's own stream is the truth. A claim older than CLAIM_GRACE_MS whose holder's
 * stream does not hold the value (`stillHeld`) is orphaned, and the next claimant takes it over by claiming
 * at the stream's last revision, as it would after a release.
 */
export interface UniqueClaimSpec<C> {
  /** The stream of the claimed value (built from its normalised form). */
  stream(claim: C): string;
  /** The normalised value: two claims with the same key are the same value. */
  key(claim: C): string;
  /** Who claims (a car id, a device id). */
  holder(claim: C): string;
  claimed(claim: C): Omit<NewEvent, 'metadata'>;
  released(claim: C): Omit<NewEvent, 'metadata'>;
  /** The stream's last event when it is a claim; undefined when it is a release. */
  claimOf(last: RecordedEvent): C | undefined;
  /**
   * Whether the claim's holder, as its own stream says, still has the value (registered with it, not deleted).
   * Absent: a claim is never taken over (its scope keeps the release-only protocol).
   */
  stillHeld?(store: EventStore, claim: C): Promise<boolean>;
}

/**
 * How long a claim is left to the request that made it before its holder is checked: that request appends its
 * registration within milliseconds, and an orphan is usable again this long after it was claimed.
 */
export const CLAIM_GRACE_MS = 10_000;

export interface UniqueClaims<C> {
  /** True when the claim's holder now has the value (also when it already had); false when another does. */
  claim(store: EventStore, claim: C, metadata: EventMetadata): Promise<boolean>;
  /** Frees a value the claim's holder has; a value held by another is left alone. */
  release(store: EventStore, claim: C, metadata: EventMetadata): Promise<void>;
  /** Claims `to` before `write` and releases `from` after; gives `to` back if `write` fails. `taken` when another holds `to`. */
  withChange<T>(
    store: EventStore,
    metadata: () => EventMetadata,
    change: { from: C; to: C },
    taken: () => Error,
    write: () => Promise<T>,
  ): Promise<T>;
}

export function uniqueClaims<C>(spec: UniqueClaimSpec<C>): UniqueClaims<C> {
  const lastOf = async (store: EventStore, stream: string) => (await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0];

  // Wall-clock time against the store's recording time (not the business clock tests move): both are real time.
  const orphaned = async (store: EventStore, held: C, last: RecordedEvent) =>
    spec.stillHeld !== undefined && Date.now() - last.recordedAt.getTime() >= CLAIM_GRACE_MS && !(await spec.stillHeld(store, held));

  const claim: UniqueClaims<C>['claim'] = async (store, value, metadata) => {
    const stream = spec.stream(value);
    const event = { ...spec.claimed(value), metadata };
    try {
      await store.appendToStream(stream, [event], 'no_stream');
      return true;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    const last = await lastOf(store, stream);
    if (!last) return false;
    const held = spec.claimOf(last);
    if (held !== undefined) {
      if (spec.holder(held) === spec.holder(value)) return true;
      if (!(await orphaned(store, held, last))) return false;
    }
    try {
      await store.appendToStream(stream, [event], last.revision);
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return false;
      throw error;
    }
  };

  const release: UniqueClaims<C>['release'] = async (store, value, metadata) => {
    const stream = spec.stream(value);
    const last = await lastOf(store, stream);
    const held = last && spec.claimOf(last);
    if (!last || !held || spec.holder(held) !== spec.holder(value)) return;
    try {
      await store.appendToStream(stream, [{ ...spec.released(value), metadata }], last.revision);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  };

  return {
    claim,
    release,
    async withChange(store, metadata, { from, to }, taken, write) {
      if (spec.key(from) === spec.key(to)) return write();
      if (!(await claim(store, to, metadata()))) throw taken();
      let result;
      try {
        result = await write();
      } catch (error) {
        // The edit did not land: give the new value back so it does not stay blocked.
        await release(store, to, metadata());
        throw error;
      }
      await release(store, from, metadata());
      return result;
    },
  };
}
