import { createHash } from 'node:crypto';
import {
  paymentCardCatalogue,
  paymentCardStream,
  paymentCatalogue,
  type PaymentEvent,
  type PaymentPurpose,
  type PaymentReference,
  type Subscription,
  type SubscriptionPlan,
} from '@fleetcheck/contracts';
import { PaymentGatewayError, WrongExpectedRevisionError, type Charge } from '@fleetcheck/platform';
import type { App } from '../app';
import { companyAggregate } from '@fleetcheck/domain/company/decider';
import { handleCommand, loadStream } from '../shared/command-handler';
import { DomainError, notFound, streams } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import { todayOf, type Billing } from './billing';
import { decide, subscriptionAggregate, type SubscriptionCommand, type SubscriptionState } from '@fleetcheck/domain/subscription/decider';
import { stateDto } from './dto';
import { quote } from '@fleetcheck/domain/subscription/pricing';
import { isLapsed } from '@fleetcheck/domain/subscription/status';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';

export type CardPaymentResult =
  | { status: 'successful'; subscription: Subscription; totalAmount: number; adjustment: number; position: bigint | undefined }
  | { status: 'pending'; chargeId: string; authorizeUri: string };

interface PlacedOrder {
  status: 'Placed' | 'AwaitingAuthorization' | 'Succeeded' | 'Failed';
  orderId: string;
  companyId: string;
  amount: number;
  purpose: PaymentPurpose;
  chargeId: string | null;
  authorizeUri: string | null;
}
type OrderState = { status: 'None' } | PlacedOrder;

function evolveOrder(state: OrderState, event: PaymentEvent): OrderState {
  if (event.type === 'PaymentOrderPlaced') return { status: 'Placed', ...event.data, chargeId: null, authorizeUri: null };
  if (state.status === 'None') return state;
  switch (event.type) {
    case 'PaymentAuthorizationRequired':
      return { ...state, status: 'AwaitingAuthorization', chargeId: event.data.chargeId, authorizeUri: event.data.authorizeUri };
    case 'PaymentSucceeded':
      return { ...state, status: 'Succeeded', chargeId: event.data.chargeId };
    case 'PaymentFailed':
      return { ...state, status: 'Failed', chargeId: event.data.chargeId };
  }
}

async function loadOrder(app: App, orderId: string): Promise<{ state: OrderState; revision: bigint | undefined }> {
  const recorded = await app.store.readStream(billingStreams.payment(orderId));
  let state: OrderState = { status: 'None' };
  for (const event of recorded) state = evolveOrder(state, paymentCatalogue.decode(event.type, event.schemaVersion, event.data));
  return { state, revision: recorded.at(-1)?.revision };
}

/** Records an outcome once; a concurrent writer of the same charge's outcome wins harmlessly. */
async function recordOrder(
  app: App,
  ctx: CommandContext,
  orderId: string,
  event: PaymentEvent,
  revision: bigint | 'no_stream',
): Promise<boolean> {
  try {
    await app.store.appendToStream(
      billingStreams.payment(orderId),
      [{ ...paymentCatalogue.encode(event), metadata: ctx.metadata() }],
      revision,
    );
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}

function commandFor(
  companyId: string,
  purpose: PaymentPurpose,
  today: string,
  billing: Billing,
  payment: PaymentReference | null,
): SubscriptionCommand {
  return purpose.kind === 'update'
    ? { type: 'ChangePlan', data: { operation: 'update', plan: purpose.plan, today, prices: billing.prices, payment } }
    : {
        type: 'StartSubscription',
        data: { companyId, operation: purpose.kind, plan: purpose.plan, paymentMethod: 'card', today, prices: billing.prices, payment },
      };
}

/** What kind of change a card payment for `plan` is, given the running subscription. */
export function purposeOf(state: SubscriptionState, today: string, plan: SubscriptionPlan): PaymentPurpose {
  if (state.status === 'None') return { kind: 'create', plan };
  return { kind: isLapsed(state, today) ? 'newSubscription' : 'update', plan };
}

/**
 * One order per one-time card token (Omise tokens are single-use): a double-submitted form is the same
 * order and is answered with what already happened, never charged again; a retry after a decline or an
 * abandoned 3-D Secure comes with a fresh token and is a new order.
 */
function orderIdOf(companyId: string, cardToken: string): string {
  return `ord_${createHash('sha256')
    .update(JSON.stringify([companyId, cardToken]))
    .digest('hex')
    .slice(0, 32)}`;
}

async function applyPaidOrder(
  app: App,
  billing: Billing,
  ctx: CommandContext,
  order: PlacedOrder & { chargeId: string },
): Promise<CardPaymentResult> {
  const payment: PaymentReference = { orderId: order.orderId, chargeId: order.chargeId, amount: order.amount };
  const today = todayOf(app);
  const written = await handleCommand(
    app.store,
    billingStreams.subscription(order.companyId),
    subscriptionAggregate,
    commandFor(order.companyId, order.purpose, today, billing, payment),
    ctx.metadata(),
  );
  const state = written.state;
  if (state.status === 'None') throw notFound();
  const change = written.events.find((e) => e.type === 'SubscriptionPlanChanged');
  const adjustment =
    change?.type === 'SubscriptionPlanChanged' ? change.data.adjustment : order.purpose.kind === 'update' ? order.amount : 0;
  return {
    status: 'successful',
    subscription: stateDto(state, order.purpose.kind, ctx.metadata().occurredAt),
    totalAmount: state.amounts.totalAmount,
    adjustment,
    position: written.position,
  };
}

/** Brings the order in line with the charge as the provider reports it, then answers the client. */
async function settle(app: App, billing: Billing, ctx: CommandContext, orderId: string, charge: Charge): Promise<CardPaymentResult> {
  const { state, revision } = await loadOrder(app, orderId);
  if (state.status === 'None') throw notFound();
  const base = { orderId, companyId: state.companyId, chargeId: charge.id };
  if (charge.status === 'pending') {
    if (!charge.authorizeUri) throw new DomainError('Errors.PaymentPending');
    if (state.status === 'Placed')
      await recordOrder(
        app,
        ctx,
        orderId,
        { type: 'PaymentAuthorizationRequired', data: { ...base, authorizeUri: charge.authorizeUri } },
        revision!,
      );
    return { status: 'pending', chargeId: charge.id, authorizeUri: charge.authorizeUri };
  }
  if (charge.status === 'successful') {
    if (state.status !== 'Succeeded' && state.status !== 'Failed')
      await recordOrder(app, ctx, orderId, { type: 'PaymentSucceeded', data: { ...base, amount: charge.amount } }, revision!);
    return applyPaidOrder(app, billing, ctx, { ...state, status: 'Succeeded', chargeId: charge.id });
  }
  if (state.status !== 'Succeeded' && state.status !== 'Failed') {
    await recordOrder(
      app,
      ctx,
      orderId,
      { type: 'PaymentFailed', data: { ...base, failureCode: charge.failureCode ?? charge.status } },
      revision!,
    );
  }
  throw new DomainError('Errors.PaymentFailed');
}

/** POST /subscription/omise-verified with a card token: validate, place the order once, charge it once. */
export async function payWithCard(
  app: App,
  billing: Billing,
  ctx: CommandContext,
  request: { companyId: string; plan: SubscriptionPlan; cardToken: string; returnUri: string },
): Promise<CardPaymentResult> {
  const orderId = orderIdOf(request.companyId, request.cardToken);
  if ((await loadOrder(app, orderId)).state.status !== 'None') return resumeOrder(app, billing, ctx, orderId);
  const { state, revision } = await loadStream(app.store, billingStreams.subscription(request.companyId), subscriptionAggregate);
  const today = todayOf(app);
  const purpose = purposeOf(state, today, request.plan);
  // The rules run before any money moves: a refused change is never charged.
  const placeholder: PaymentReference = { orderId: '', chargeId: '', amount: 0 };
  const [preview] = decide(commandFor(request.companyId, purpose, today, billing, placeholder), state);
  const amount = preview?.type === 'SubscriptionPlanChanged' ? preview.data.adjustment : quote(request.plan, billing.prices).totalAmount;

  if (amount === 0 && state.status !== 'None') {
    // Nothing is due for the rest of this term (e.g. the last day): apply without a charge.
    const written = await handleCommand(
      app.store,
      billingStreams.subscription(request.companyId),
      subscriptionAggregate,
      commandFor(request.companyId, purpose, today, billing, null),
      ctx.metadata(),
    );
    if (written.state.status === 'None') throw notFound();
    return {
      status: 'successful',
      subscription: stateDto(written.state, purpose.kind, ctx.metadata().occurredAt),
      totalAmount: written.state.amounts.totalAmount,
      adjustment: 0,
      position: written.position,
    };
  }

  const placed = await recordOrder(
    app,
    ctx,
    orderId,
    {
      type: 'PaymentOrderPlaced',
      data: { orderId, companyId: request.companyId, amount, purpose, subscriptionRevision: revision?.toString() ?? null },
    },
    'no_stream',
  );
  if (!placed) return resumeOrder(app, billing, ctx, orderId);

  let charge: Charge;
  try {
    const description = `FleetCheck ${purpose.kind} ${request.plan.carCount} cars / ${request.plan.deviceCount} devices (${request.plan.paymentSchedule})`;
    // The card is kept at the provider as a customer (tokens are single-use): each term start charges it again.
    const customerId = await saveCard(app, billing, ctx, request.companyId, orderId, request.cardToken);
    charge = await billing.gateway.createCharge({ orderId, amount, description, customerId, returnUri: request.returnUri });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    const { revision: orderRevision } = await loadOrder(app, orderId);
    await recordOrder(
      app,
      ctx,
      orderId,
      { type: 'PaymentFailed', data: { orderId, companyId: request.companyId, chargeId: null, failureCode: error.code } },
      orderRevision!,
    );
    throw new DomainError('Errors.PaymentFailed');
  }
  return settle(app, billing, ctx, orderId, charge);
}

/** Makes the card token a provider customer and records it as the company's card for recurring charges. */
async function saveCard(
  app: App,
  billing: Billing,
  ctx: CommandContext,
  companyId: string,
  orderId: string,
  cardToken: string,
): Promise<string> {
  const company = await loadStream(app.store, streams.company(companyId), companyAggregate);
  const email = company.state.status === 'None' ? '' : company.state.details.email;
  const { customerId } = await billing.gateway.createCustomer({ email, description: `FleetCheck company ${companyId}`, cardToken });
  const event = paymentCardCatalogue.encode({ type: 'PaymentCardSaved', data: { companyId, customerId, orderId } });
  await app.store.appendToStream(paymentCardStream(companyId), [{ ...event, metadata: ctx.metadata() }], 'any');
  return customerId;
}

/** The same order submitted again: answer with what already happened, never a second charge. */
async function resumeOrder(app: App, billing: Billing, ctx: CommandContext, orderId: string): Promise<CardPaymentResult> {
  const { state } = await loadOrder(app, orderId);
  switch (state.status) {
    case 'None':
      throw notFound();
    case 'Placed':
      // Another request is charging this very order right now.
      throw new DomainError('Errors.PaymentPending');
    case 'Failed':
      throw new DomainError('Errors.PaymentFailed');
    case 'AwaitingAuthorization':
    case 'Succeeded':
      return settle(app, billing, ctx, orderId, await billing.gateway.retrieveCharge(state.chargeId!));
  }
}

/** The return from 3-D Secure (/omise-callback -> omise-verified with the charge id): verified with the provider. */
export async function verifyCardReturn(
  app: App,
  billing: Billing,
  ctx: CommandContext,
  companyId: string,
  chargeId: string,
): Promise<CardPaymentResult> {
  let charge: Charge;
  try {
    charge = await billing.gateway.retrieveCharge(chargeId);
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw notFound();
    throw error;
  }
  if (!charge.orderId) throw notFound();
  const { state } = await loadOrder(app, charge.orderId);
  if (state.status === 'None' || state.companyId !== companyId) throw notFound();
  return settle(app, billing, ctx, charge.orderId, charge);
}
