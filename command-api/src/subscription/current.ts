import { HOME_ROUTE, redirectPageFor, type CurrentUser, type Subscription } from '@fleetcheck/contracts';
import type { App } from '../app';
import { loadStream } from '../shared/command-handler';
import { subscriptionAggregate } from '@fleetcheck/domain/subscription/decider';
import { stateDto } from './dto';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';

/** The company's subscription as the API shows it, or null while it has none (still registering). */
export async function currentSubscriptionOf(app: App, companyId: string): Promise<Subscription | null> {
  const { state } = await loadStream(app.store, billingStreams.subscription(companyId), subscriptionAggregate);
  return state.status === 'None' ? null : stateDto(state, 'view', app.clock.now().toISOString());
}

/** A company user with their plan and the page registration sends them to (spec section 4). */
export async function withSubscription(app: App, user: CurrentUser): Promise<CurrentUser> {
  if (!user.company) return user;
  const subscription = await currentSubscriptionOf(app, user.company._id);
  return { ...user, subscription, redirectPage: redirectPageFor(subscription, HOME_ROUTE) };
}
