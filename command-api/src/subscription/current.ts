import { HOME_ROUTE, redirectPageFor, type CurrentUser, type Subscription } from '@fleetcheck/contracts';
import type { App } from '../app';
import { loadStream } from '../shared/command-handler';
import { subscriptionAggregate } from '@fleetcheck/domain/subscription/decider';
import { stateDto } from './dto';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import { paymentCardAggregate } from '@fleetcheck/domain/payment/card-decider';

/**
 * The company's subscription as the API shows it, or null while it has none (still registering); with the card on
 * file by its last digits, so the payment page can offer it instead of asking for the whole card again.
 */
export async function currentSubscriptionOf(app: App, companyId: string): Promise<Subscription | null> {
  const { state } = await loadStream(app.store, billingStreams.subscription(companyId), subscriptionAggregate);
  if (state.status === 'None') return null;
  const card = (await loadStream(app.store, billingStreams.paymentCard(companyId), paymentCardAggregate)).state;
  const cardOnFile = card.status === 'Saved' && card.lastDigits ? { lastDigits: card.lastDigits } : null;
  return { ...stateDto(state, 'view', app.clock.now().toISOString()), cardOnFile };
}

/** A company user with their plan and the page registration sends them to (spec section 4). */
export async function withSubscription(app: App, user: CurrentUser): Promise<CurrentUser> {
  if (!user.company) return user;
  const subscription = await currentSubscriptionOf(app, user.company._id);
  return { ...user, subscription, redirectPage: redirectPageFor(subscription, HOME_ROUTE) };
}
