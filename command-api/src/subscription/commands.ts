import { BANK_TRANSFER, type Subscription, type SubscriptionPlan } from '@fleetcheck/contracts';
import type { App } from '../app';
import { handleCommand, loadStream } from '../shared/command-handler';
import { forbidden, notFound, streams } from '@fleetcheck/domain';
import { companyAggregate, companyExists } from '@fleetcheck/domain/company/decider';
import { issueNumbered } from '../invoice/commands';
import type { CommandContext } from '../shared/request-context';
import { todayOf, type Billing } from './billing';
import { purposeOf } from './card-payment';
import { decide, subscriptionAggregate, type CancellationTicks, type SubscriptionCommand } from '@fleetcheck/domain/subscription/decider';
import { stateDto, subscriptionDto } from './dto';
import { mailCancellation } from './billing-mail';
import { quote } from '@fleetcheck/domain/subscription/pricing';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import { withConsumptionTax } from '@fleetcheck/domain/subscription/tax';

const stream = billingStreams.subscription;

/** The acting user may only touch their own company's plan. */
export function assertOwnCompany(principalCompanyId: string, bodyCompanyId: string): void {
  if (principalCompanyId !== bodyCompanyId) throw forbidden();
}

/**
 * POST /subscription, /update, /newSubscription by card: the rules are checked now (so the UI can show
 * COMSPlanOnlyIncrease, NothingChanged, ...) and the priced plan is returned; nothing is written until the
 * payment succeeds (omise-verified), so an abandoned payment leaves the subscription unchanged.
 */
export async function previewPlan(
  app: App,
  billing: Billing,
  companyId: string,
  plan: SubscriptionPlan,
  expected: 'create' | 'update' | 'newSubscription',
): Promise<Subscription> {
  const { state } = await loadStream(app.store, stream(companyId), subscriptionAggregate);
  const today = todayOf(app);
  const purpose = expected === 'create' ? { kind: 'create' as const, plan } : purposeOf(state, today, plan);
  const placeholder = { orderId: '', chargeId: '', amount: 0 };
  decide(
    purpose.kind === 'update'
      ? { type: 'ChangePlan', data: { operation: 'update', plan, today, prices: billing.prices, payment: placeholder } }
      : {
          type: 'StartSubscription',
          data: { companyId, operation: purpose.kind, plan, paymentMethod: 'card', today, prices: billing.prices, payment: placeholder },
        },
    state,
  );
  const base = state.status === 'None' ? null : state;
  return subscriptionDto(
    companyId,
    {
      plan,
      paymentMethod: base?.paymentMethod ?? 'card',
      amounts: quote(plan, billing.prices),
      status: base && base.status !== 'Cancelled' ? base.status : 'Pending',
      startDate: base && base.status !== 'Pending' ? base.startDate : null,
      expiryDate: base && base.status !== 'Pending' ? base.expiryDate : null,
    },
    expected,
    app.clock.now().toISOString(),
  );
}

/** POST /subscription/signupwithbanktransfer: the account stays Pending until an admin records the payment. */
export async function subscribeByBankTransfer(app: App, billing: Billing, ctx: CommandContext, companyId: string, plan: SubscriptionPlan) {
  const written = await handleCommand(
    app.store,
    stream(companyId),
    subscriptionAggregate,
    (state): SubscriptionCommand => ({
      type: 'StartSubscription',
      data: {
        companyId,
        operation: state.status === 'None' ? 'create' : 'newSubscription',
        plan,
        paymentMethod: BANK_TRANSFER,
        today: todayOf(app),
        prices: billing.prices,
        payment: null,
      },
    }),
    ctx.metadata(),
  );
  if (written.state.status === 'None') throw notFound();
  return { ...written, subscription: stateDto(written.state, 'create', ctx.metadata().occurredAt) };
}

/**
 * A bank-transfer company's plan change, applied at once: by its manager ('update': the plan only grows) or by
 * the admin inside it ('adminUpgrade'). Nothing is charged: the prorated difference for the rest of the term,
 * with its consumption tax, is answered as due by transfer and billed on an invoice of its own (the difference
 * before tax, tax, total), so it is not left unbilled.
 */
async function changePlanByTransfer(
  app: App,
  billing: Billing,
  ctx: CommandContext,
  companyId: string,
  plan: SubscriptionPlan,
  operation: 'update' | 'adminUpgrade',
) {
  const written = await handleCommand(
    app.store,
    stream(companyId),
    subscriptionAggregate,
    { type: 'ChangePlan', data: { operation, plan, today: todayOf(app), prices: billing.prices, payment: null } },
    ctx.metadata(),
  );
  if (written.state.status === 'None') throw notFound();
  const changed = written.events.find((e) => e.type === 'SubscriptionPlanChanged');
  const difference = changed?.type === 'SubscriptionPlanChanged' ? changed.data.adjustment : 0;
  const subscription: Subscription = {
    ...stateDto(written.state, 'update', ctx.metadata().occurredAt),
    dueByTransfer: withConsumptionTax(difference, billing.consumptionTaxPercent),
  };
  if (changed?.type !== 'SubscriptionPlanChanged' || difference <= 0) return { ...written, subscription };
  const invoiced = await invoicePlanChange(app, billing, ctx, changed.data, todayOf(app));
  return { ...written, position: invoiced.position, subscription };
}

/** The invoice of a plan change's prorated difference, from the day it applied to the end of the term. */
async function invoicePlanChange(
  app: App,
  billing: Billing,
  ctx: CommandContext,
  change: { companyId: string; to: SubscriptionPlan; adjustment: number; expiryDate: string },
  changedOn: string,
) {
  const company = await loadStream(app.store, streams.company(change.companyId), companyAggregate);
  if (!companyExists(company.state)) throw notFound();
  const { name, email } = company.state.details;
  return issueNumbered(app, ctx, (numbered) => ({
    type: 'IssuePlanChangeInvoice',
    data: {
      company: { companyId: change.companyId, name, email },
      changedOn,
      expiryDate: change.expiryDate,
      plan: change.to,
      adjustment: change.adjustment,
      taxRatePercent: billing.consumptionTaxPercent,
      ...numbered,
    },
  }));
}

/** The admin, inside a bank-transfer company, changes its plan (may lower it); the difference is due by transfer. */
export const adminUpgrade = (app: App, billing: Billing, ctx: CommandContext, companyId: string, plan: SubscriptionPlan) =>
  changePlanByTransfer(app, billing, ctx, companyId, plan, 'adminUpgrade');

/** A bank-transfer company's manager raises its plan: no card, the difference is due by transfer. */
export const changePlanByBankTransfer = (app: App, billing: Billing, ctx: CommandContext, companyId: string, plan: SubscriptionPlan) =>
  changePlanByTransfer(app, billing, ctx, companyId, plan, 'update');

/** Admin: the bank transfer arrived (designed endpoint POST /admin/subscription/bankTransferPayment). */
export async function recordBankTransfer(
  app: App,
  ctx: CommandContext,
  companyId: string,
  payment: { amount: number; paidOn: string; reference: string },
) {
  const written = await handleCommand(
    app.store,
    stream(companyId),
    subscriptionAggregate,
    { type: 'RecordBankTransferPayment', data: payment },
    ctx.metadata(),
  );
  if (written.state.status === 'None') throw notFound();
  return { ...written, subscription: stateDto(written.state, 'bankTransferPayment', ctx.metadata().occurredAt) };
}

export async function cancelSubscription(app: App, ctx: CommandContext, companyId: string, form: CancellationTicks) {
  const written = await handleCommand(
    app.store,
    stream(companyId),
    subscriptionAggregate,
    { type: 'CancelSubscription', data: { form, today: todayOf(app) } },
    ctx.metadata(),
  );
  if (written.state.status === 'None') throw notFound();
  const cancelled = written.events.find((e) => e.type === 'SubscriptionCancelled');
  if (cancelled?.type === 'SubscriptionCancelled')
    await mailCancellation(app, companyId, {
      effectiveOn: cancelled.data.effectiveOn,
      eventId: `${companyId}-${String(written.revision)}`,
    });
  return { ...written, subscription: stateDto(written.state, 'cancel', ctx.metadata().occurredAt) };
}
