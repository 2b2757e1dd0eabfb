import { subscriptionCatalogue, subscriptionEvents } from '@fleetcheck/contracts';
import { subscriptionDecider, type SubscriptionState } from './decider';
import { subscriptionAccessOn, type SubscriptionAccess } from './status';

/** An event as the store keeps it (type, version, data), decoded and upcast here. */
export interface StoredSubscriptionEvent {
  type: string;
  schemaVersion: number;
  data: unknown;
}

/**
 * Every company's subscription as its decider folds it, for the check every manager request makes (is the paid
 * term still running?): kept in memory by the event subscription instead of a stream read per request.
 */
export class SubscriptionAccessView {
  private readonly states = new Map<string, SubscriptionState>();

  apply(stored: StoredSubscriptionEvent): void {
    const event = subscriptionCatalogue.decode(stored.type, stored.schemaVersion, stored.data);
    const { companyId } = event.data;
    this.states.set(companyId, subscriptionDecider.evolve(this.stateOf(companyId), event));
  }

  stateOf(companyId: string): SubscriptionState {
    return this.states.get(companyId) ?? subscriptionDecider.initialState();
  }

  /** See subscriptionAccessOn: what the company's managers may do on `today`. */
  access(companyId: string, today: string): SubscriptionAccess {
    return subscriptionAccessOn(this.stateOf(companyId), today);
  }

  /** The view as plain JSON data (a live fold's snapshot). */
  toSnapshot(): SubscriptionAccessSnapshot {
    return { states: [...this.states] };
  }

  static fromSnapshot(snapshot: SubscriptionAccessSnapshot): SubscriptionAccessView {
    const view = new SubscriptionAccessView();
    for (const [companyId, state] of snapshot.states) view.states.set(companyId, state);
    return view;
  }
}

export interface SubscriptionAccessSnapshot {
  states: [string, SubscriptionState][];
}

/** The view as a live fold hands it out (platform's `LiveFold`): what `subscriptionAccessFrom` asks of it. */
export interface LiveSubscriptionAccessView {
  /** The view as it stands (every event this process appended included). */
  current(): Promise<SubscriptionAccessView>;
  /** Whether `test` holds; when it does not, asked again once the view holds everything stored by now. */
  holds(test: (view: SubscriptionAccessView) => boolean): Promise<boolean>;
}

/**
 * What the company's managers may do on `today`, from the live view both APIs keep. A lagging view can only give
 * less access wrongly (a renewal not seen yet), so less than full access is asked again against what is newer.
 */
export async function subscriptionAccessFrom(
  live: LiveSubscriptionAccessView,
  companyId: string,
  today: string,
): Promise<SubscriptionAccess> {
  if (await live.holds((view) => view.access(companyId, today) === 'full')) return 'full';
  return (await live.current()).access(companyId, today);
}

/**
 * The view as a live fold (platform's `liveFold` keeps one per event store, shared by both APIs in one process).
 * A view that lags can only give less access wrongly (a renewal not seen yet; running out needs no event, and a
 * cancellation takes effect on a later day), and less than full access is checked again against what is newer.
 */
export const subscriptionAccessFold = {
  name: 'subscription-access',
  eventTypes: subscriptionEvents.map((event) => event.type),
  create: () => new SubscriptionAccessView(),
  apply: (view: SubscriptionAccessView, event: StoredSubscriptionEvent) => view.apply(event),
  /** Raise the version when the fold or the subscription state changes. */
  snapshot: {
    version: 1,
    save: (view: SubscriptionAccessView) => view.toSnapshot(),
    load: (state: unknown) => SubscriptionAccessView.fromSnapshot(state as SubscriptionAccessSnapshot),
  },
};
