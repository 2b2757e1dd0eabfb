import type { EventMetadata } from '@fleetcheck/contracts';
import { CommandConflictError, handleCommand, loadStream, type EventStore, type HandleOptions } from '@fleetcheck/platform';
import type { Aggregate } from '@fleetcheck/domain';
import { ValueTakenError, type ClaimCommand, type ClaimState } from '@fleetcheck/domain/claim/decider';

/**
 * Unique values (see domain/claim/decider.ts) without a read model or a lock: one stream per value, written
 * only through its claim decider and the command handler, which appends against the revision it read, so of
 * two concurrent claimants only one can win.
 *
 * A claim is the first of the several appends of a registration (claim, then the registration itself), so a
 * crash in between leaves a claim whose holder never registered (or, for an edit, no longer names the value).
 * A claim older than CLAIM_GRACE_MS whose holder's stream does not hold the value (`stillHeld`) is orphaned:
 * the next claimant names that holder to the decider and takes the value over, as it would after a release.
 */
export interface UniqueClaimSpec<C, E> {
  aggregate: Aggregate<ClaimCommand<C>, E, ClaimState<C>>;
  /** The stream of the claimed value (built from its normalised form). */
  stream(claim: C): string;
  /** The normalised value: two claims with the same key are the same value. */
  key(claim: C): string;
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

export interface ClaimOptions {
  likelyNew?: boolean;
}

export interface UniqueClaims<C> {
  /**
   * True when the claim's holder now has the value (also when it already had); false when another does.
   * `likelyNew`: the value was most likely never claimed (a username drawn at random, a car number a bulk import
   * found free): the first attempt appends to the claim's stream as new without reading it (one round trip less);
   * a stream that exists refuses that append and the claim is decided again on the stream as read.
   */
  claim(store: EventStore, claim: C, metadata: EventMetadata, options?: ClaimOptions): Promise<boolean>;
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

export function uniqueClaims<C, E>(spec: UniqueClaimSpec<C, E>): UniqueClaims<C> {
  const run = async (
    store: EventStore,
    claim: C,
    command: ClaimCommand<C>,
    metadata: EventMetadata,
    options: HandleOptions<ClaimState<C>> = {},
  ) => {
    try {
      await handleCommand(store, spec.stream(claim), spec.aggregate, command, metadata, options);
      return true;
    } catch (error) {
      if (error instanceof ValueTakenError || error instanceof CommandConflictError) return false;
      throw error;
    }
  };

  /** The holder of the value, when the claim is past its grace and that holder's own stream no longer has the value. */
  const orphanedHolder = async (store: EventStore, stream: string): Promise<{ holder: string; revision: bigint } | undefined> => {
    if (!spec.stillHeld) return undefined;
    const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
    // Wall-clock time against the store's recording time (not the business clock tests move): both are real time.
    if (!last || Date.now() - last.recordedAt.getTime() < CLAIM_GRACE_MS) return undefined;
    const { state, revision } = await loadStream(store, stream, spec.aggregate);
    if (state.status !== 'Held' || revision !== last.revision || (await spec.stillHeld(store, state.claim))) return undefined;
    return { holder: state.holder, revision };
  };

  const claim: UniqueClaims<C>['claim'] = async (store, value, metadata, options = {}) => {
    const unread = options.likelyNew ? { loaded: { state: spec.aggregate.decider.initialState(), revision: undefined } } : {};
    if (await run(store, value, { type: 'ClaimValue', data: { claim: value, orphanedHolder: null } }, metadata, unread)) return true;
    const orphaned = await orphanedHolder(store, spec.stream(value));
    if (!orphaned) return false;
    // Against the revision the orphan was found at: a claimant that got there first wins.
    const takeOver: ClaimCommand<C> = { type: 'ClaimValue', data: { claim: value, orphanedHolder: orphaned.holder } };
    return run(store, value, takeOver, metadata, { expectedRevision: orphaned.revision });
  };

  const release: UniqueClaims<C>['release'] = async (store, value, metadata) => {
    await run(store, value, { type: 'ReleaseValue', data: { claim: value } }, metadata);
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
