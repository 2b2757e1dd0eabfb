import { createHash } from 'node:crypto';
import { type PaymentPurpose, type PaymentReference, type Subscription, type SubscriptionPlan } from '@fleetcheck/contracts';
import { findOrderCharge, PaymentGatewayError, PaymentGatewayUnavailable, readOrderPlaced, type Charge } from '@fleetcheck/platform';
import type { App } from '../app';
import { companyAggregate } from '@fleetcheck/domain/company/decider';
import { handleCommand, loadStream } from '../shared/command-handler';
import { DomainError, notFound, streams } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import { todayOf, type Billing } from './billing';
import { decide, subscriptionAggregate, type SubscriptionCommand, type SubscriptionState } from '@fleetcheck/domain/subscription/decider';
import { stateDto } from './dto';
import { mailCardReceipt } from './billing-mail';
import { quote } from '@fleetcheck/domain/subscription/pricing';
import { splitConsumptionTax, withConsumptionTax, type TaxedAmount } from '@fleetcheck/domain/subscription/tax';
import { isLapsed } from '@fleetcheck/domain/subscription/status';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import { paymentCardAggregate } from '@fleetcheck/domain/payment/card-decider';
import { paymentOrderAggregate, type PaymentOrderCommand } from '@fleetcheck/domain/payment/decider';
import { declineReasonKey } from '@fleetcheck/domain/payment/decline-reason';

export type CardPaymentResult =
  | {
      status: 'successful';
      subscription: Subscription;
      totalAmount: number;
      adjustment: number;
      /** What the card was charged this time: before tax, the consumption tax and the total. */
      charged: TaxedAmount;
      position: bigint | undefined;
    }
  | { status: 'pending'; chargeId: string; authorizeUri: string };

/** A card order from the payment page is charged once: its one attempt (a retry comes with a new token, so a new order). */
const CARD_ATTEMPT = 0;

const loadOrder = (app: App, orderId: string) => loadStream(app.store, billingStreams.payment(orderId), paymentOrderAggregate);

/** Through the order's decider: an outcome already recorded (a concurrent writer of the same charge) appends nothing. */
const recordOrder = (app: App, ctx: CommandContext, orderId: string, command: PaymentOrderCommand) =>
  handleCommand(app.store, billingStreams.payment(orderId), paymentOrderAggregate, command, ctx.metadata());

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
  order: { orderId: string; companyId: string; amount: number; purpose: PaymentPurpose; chargeId: string },
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
  const charged = splitConsumptionTax(order.amount, billing.consumptionTaxPercent) ?? {
    beforeTax: order.amount,
    tax: 0,
    total: order.amount,
  };
  const adjustment =
    change?.type === 'SubscriptionPlanChanged' ? change.data.adjustment : order.purpose.kind === 'update' ? charged.beforeTax : 0;
  return {
    status: 'successful',
    subscription: stateDto(state, order.purpose.kind, ctx.metadata().occurredAt),
    totalAmount: state.amounts.totalAmount,
    adjustment,
    charged,
    position: written.position,
  };
}

/** Brings the order in line with the charge as the provider reports it, then answers the client. */
async function settle(app: App, billing: Billing, ctx: CommandContext, orderId: string, charge: Charge): Promise<CardPaymentResult> {
  const { state } = await loadOrder(app, orderId);
  if (state.status === 'None') throw notFound();
  if (charge.status === 'pending') {
    if (!charge.authorizeUri) throw new DomainError('Errors.PaymentPending');
    await recordOrder(app, ctx, orderId, {
      type: 'RequirePaymentAuthorization',
      data: { chargeId: charge.id, authorizeUri: charge.authorizeUri },
    });
    return { status: 'pending', chargeId: charge.id, authorizeUri: charge.authorizeUri };
  }
  if (charge.status === 'successful') {
    await recordOrder(app, ctx, orderId, {
      type: 'RecordPaymentSucceeded',
      data: { attempt: CARD_ATTEMPT, chargeId: charge.id, amount: charge.amount },
    });
    const paid = await applyPaidOrder(app, billing, ctx, { ...state, chargeId: charge.id });
    // After the plan is applied: a mail that fails cannot undo a paid change. Sent once per order.
    await mailCardReceipt(app, billing, state, charge.amount, ctx.metadata().occurredAt);
    return paid;
  }
  await recordOrder(app, ctx, orderId, {
    type: 'RecordPaymentFailed',
    data: { attempt: CARD_ATTEMPT, chargeId: charge.id, failureCode: charge.failureCode ?? charge.status },
  });
  throw new DomainError(declineReasonKey(charge.failureCode ?? charge.status));
}

/** What pays: a new card (a one-time token from the browser) or the card on file (the company's saved customer). */
export type CardChoice = { cardToken: string } | { savedCard: true };

/**
 * The card on file's customer and the order of a payment with it. One order per card, subscription revision and
 * plan: a double-submitted form is the same order (answered with what happened, never charged twice); once the
 * plan changed, the next payment is a new order.
 */
async function savedCardOrder(app: App, companyId: string, plan: SubscriptionPlan) {
  const card = await loadStream(app.store, billingStreams.paymentCard(companyId), paymentCardAggregate);
  if (card.state.status === 'None') throw new DomainError('Errors.NoCardOnFile');
  const { revision } = await loadStream(app.store, billingStreams.subscription(companyId), subscriptionAggregate);
  const key = JSON.stringify(['saved', card.state.customerId, revision?.toString() ?? null, plan]);
  return { customerId: card.state.customerId, orderId: orderIdOf(companyId, key) };
}

/**
 * POST /subscription/omise-verified with a card token, or with `savedCard` to pay with the card on file:
 * validate, place the order once, charge it once.
 */
export async function payWithCard(
  app: App,
  billing: Billing,
  ctx: CommandContext,
  request: { companyId: string; plan: SubscriptionPlan; card: CardChoice; returnUri: string },
): Promise<CardPaymentResult> {
  const saved = 'savedCard' in request.card ? await savedCardOrder(app, request.companyId, request.plan) : undefined;
  const orderId = saved?.orderId ?? orderIdOf(request.companyId, (request.card as { cardToken: string }).cardToken);
  if ((await loadOrder(app, orderId)).state.status !== 'None') return resumeOrder(app, billing, ctx, orderId);
  const unanswered = await settleUnansweredOrder(app, billing, ctx, request.companyId);
  if (unanswered) return unanswered;
  const { state, revision } = await loadStream(app.store, billingStreams.subscription(request.companyId), subscriptionAggregate);
  const today = todayOf(app);
  const purpose = purposeOf(state, today, request.plan);
  // The rules run before any money moves: a refused change is never charged.
  const placeholder: PaymentReference = { orderId: '', chargeId: '', amount: 0 };
  const [preview] = decide(commandFor(request.companyId, purpose, today, billing, placeholder), state);
  const beforeTax = preview?.type === 'SubscriptionPlanChanged' ? preview.data.adjustment : quote(request.plan, billing.prices).totalAmount;
  // The card is charged what the quote and the invoice show as the total: consumption tax included.
  const amount = withConsumptionTax(beforeTax, billing.consumptionTaxPercent).total;

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
      charged: { beforeTax: 0, tax: 0, total: 0 },
      position: written.position,
    };
  }

  const placed = await recordOrder(app, ctx, orderId, {
    type: 'PlacePaymentOrder',
    data: { orderId, companyId: request.companyId, amount, purpose, subscriptionRevision: revision?.toString() ?? null },
  });
  // Placed by a concurrent submission of the same form: that one charges.
  if (placed.events.length === 0) return resumeOrder(app, billing, ctx, orderId);

  const description = `FleetCheck ${purpose.kind} ${request.plan.carCount} cars / ${request.plan.deviceCount} devices (${request.plan.paymentSchedule})`;
  let charge: Charge;
  try {
    // A new card is kept at the provider as a customer (tokens are single-use): each term start charges it again.
    const customerId =
      saved?.customerId ??
      (await saveCard(app, billing, ctx, request.companyId, orderId, (request.card as { cardToken: string }).cardToken));
    try {
      charge = await billing.gateway.createCharge({ orderId, amount, description, customerId, returnUri: request.returnUri });
    } catch (error) {
      // No answer: the card may have been charged. The order stays placed; the same order submitted again asks the
      // provider what became of it (resumeOrder), so it is never charged twice nor marked failed while it may be paid.
      if (error instanceof PaymentGatewayUnavailable) throw new DomainError('Errors.PaymentPending');
      throw error;
    }
  } catch (error) {
    // Refused by the provider, or no answer while saving the card (nothing was charged): the order failed.
    if (!(error instanceof PaymentGatewayError || error instanceof PaymentGatewayUnavailable)) throw error;
    const failureCode = error instanceof PaymentGatewayError ? error.code : 'gateway_unavailable';
    await recordOrder(app, ctx, orderId, { type: 'RecordPaymentFailed', data: { attempt: CARD_ATTEMPT, chargeId: null, failureCode } });
    throw new DomainError(declineReasonKey(failureCode));
  }
  return settle(app, billing, ctx, orderId, charge);
}

/** How long a charge request may still be under way (the Omise adapter gives up after 30 s), with room to spare. */
const CHARGE_IN_FLIGHT_MS = 2 * 60_000;

/**
 * The company's last card order, when its charge request got no answer, is settled from the provider before any
 * new card is charged: a customer who pays again after "payment pending" (with a new token, hence a new order) is
 * never charged twice. Paid or awaiting 3-D Secure: that order's outcome is the answer. Declined, or never charged
 * once no request can still be under way: recorded as failed, and the new order goes ahead.
 */
async function settleUnansweredOrder(
  app: App,
  billing: Billing,
  ctx: CommandContext,
  companyId: string,
): Promise<CardPaymentResult | undefined> {
  const card = await loadStream(app.store, billingStreams.paymentCard(companyId), paymentCardAggregate);
  if (card.state.status === 'None') return undefined;
  const { orderId } = card.state;
  if ((await loadOrder(app, orderId)).state.status !== 'Placed') return undefined;
  const placed = await readOrderPlaced(app.store, billingStreams.payment(orderId));
  const charge = await findOrderCharge(billing.gateway, orderId, placed);
  if (charge?.status === 'successful' || charge?.status === 'pending') return settle(app, billing, ctx, orderId, charge);
  if (charge) {
    await settle(app, billing, ctx, orderId, charge).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
    });
    return undefined;
  }
  const placedAt = Date.parse(placed?.metadata.occurredAt ?? '');
  if (app.clock.now().getTime() - placedAt < CHARGE_IN_FLIGHT_MS) throw new DomainError('Errors.PaymentPending');
  await recordOrder(app, ctx, orderId, {
    type: 'RecordPaymentFailed',
    data: { attempt: CARD_ATTEMPT, chargeId: null, failureCode: 'gateway_unavailable' },
  });
  return undefined;
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
  const { customerId, lastDigits } = await billing.gateway.createCustomer({
    email,
    description: `FleetCheck company ${companyId}`,
    cardToken,
  });
  await handleCommand(
    app.store,
    billingStreams.paymentCard(companyId),
    paymentCardAggregate,
    { type: 'SavePaymentCard', data: { companyId, customerId, orderId, lastDigits } },
    ctx.metadata(),
  );
  return customerId;
}

/** The same order submitted again: answer with what already happened, never a second charge. */
async function resumeOrder(app: App, billing: Billing, ctx: CommandContext, orderId: string): Promise<CardPaymentResult> {
  const { state } = await loadOrder(app, orderId);
  switch (state.status) {
    case 'None':
      throw notFound();
    case 'Placed': {
      // Another request is charging this very order right now, or its charge request got no answer: the
      // provider tells which. Until a charge shows there, the order stays pending (never charged a second time).
      const placed = await readOrderPlaced(app.store, billingStreams.payment(orderId));
      const charge = await findOrderCharge(billing.gateway, orderId, placed);
      if (charge) return settle(app, billing, ctx, orderId, charge);
      throw new DomainError('Errors.PaymentPending');
    }
    case 'Failed':
      throw new DomainError(declineReasonKey(state.failureCode));
    case 'AwaitingAuthorization':
    case 'Succeeded':
      return settle(app, billing, ctx, orderId, await billing.gateway.retrieveCharge(state.chargeId));
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
