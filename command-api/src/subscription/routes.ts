import {
  BANK_TRANSFER,
  cancelSubscriptionRequestSchema,
  omiseVerifiedRequestSchema,
  priceQuoteRequestSchema,
  subscriptionRequestSchema,
} from '@fleetcheck/contracts';
import { isOnOrigin } from '@fleetcheck/platform';
import { Router, type Response } from 'express';
import type { App } from '../app';
import { requireAdmin, requireCompanyUser } from '../auth/authenticate';
import { loadStream } from '../shared/command-handler';
import { sendWritten } from '../shared/http';
import { DomainError } from '@fleetcheck/domain';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { todayOf, type Billing } from './billing';
import { bankTransferPaymentBodySchema } from './body';
import { payWithCard, verifyCardReturn } from './card-payment';
import {
  adminUpgrade,
  assertOwnCompany,
  cancelSubscription,
  changePlanByBankTransfer,
  previewPlan,
  recordBankTransfer,
  subscribeByBankTransfer,
} from './commands';
import { subscriptionAggregate } from '@fleetcheck/domain/subscription/decider';
import { priceQuote } from '@fleetcheck/domain/subscription/pricing';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';

/** Where 3-D Secure sends the buyer back: our /omise-callback, or a page the client names on the app's own origin. */
function ownReturnUri(publicUrl: string, requested: string | undefined): string {
  if (requested === undefined) return `${publicUrl.replace(/\/$/, '')}/omise-callback`;
  if (!isOnOrigin(requested, publicUrl)) throw new DomainError('Errors.Invalid', [{ path: 'returnUri', key: 'Errors.Invalid' }]);
  return requested;
}

const planOf = (body: { carCount: number; deviceCount: number; paymentSchedule: 'monthly' | 'yearly' }) => ({
  carCount: body.carCount,
  deviceCount: body.deviceCount,
  paymentSchedule: body.paymentSchedule,
});

export function subscriptionRoutes(app: App, billing: Billing): Router {
  const router = Router();
  const ctxOf = (res: Response) => commandContext(res, app.clock);

  router.post('/subscription/simulationCalc', (req, res) => {
    const request = parseBody(priceQuoteRequestSchema, req.body);
    res.json({ operation: 'success', data: priceQuote(request, billing.prices, todayOf(app), billing.consumptionTaxPercent) });
  });

  router.post('/subscription/calc', async (req, res) => {
    const principal = requireCompanyUser(res);
    const request = parseBody(priceQuoteRequestSchema, req.body);
    // A change of schedule is priced against the schedule actually running, not the requested one.
    const { state } = await loadStream(app.store, billingStreams.subscription(principal.companyId), subscriptionAggregate);
    const oldSchedule = state.status === 'Active' ? state.plan.paymentSchedule : undefined;
    res.json({
      operation: 'success',
      data: priceQuote({ ...request, oldSchedule }, billing.prices, todayOf(app), billing.consumptionTaxPercent),
    });
  });

  const preview =
    (expected: 'create' | 'update' | 'newSubscription') => async (req: Parameters<Parameters<Router['post']>[1]>[0], res: Response) => {
      const principal = requireCompanyUser(res);
      const body = parseBody(subscriptionRequestSchema, req.body);
      assertOwnCompany(principal.companyId, body.company);
      if (expected === 'update') {
        // A bank-transfer company changes its plan through the bank-transfer path: applied now, never a card.
        const { state } = await loadStream(app.store, billingStreams.subscription(body.company), subscriptionAggregate);
        if (state.status !== 'None' && state.paymentMethod === BANK_TRANSFER) {
          const change = principal.kind === 'admin-on-behalf' ? adminUpgrade : changePlanByBankTransfer;
          const written = await change(app, billing, ctxOf(res), body.company, planOf(body));
          return sendWritten(res, written, { operation: 'success', data: written.subscription });
        }
      }
      res.json({ operation: 'success', data: await previewPlan(app, billing, body.company, planOf(body), expected) });
    };
  router.post('/subscription', preview('create'));
  router.post('/subscription/update', preview('update'));
  router.post('/subscription/newSubscription', preview('newSubscription'));

  router.post('/subscription/signupwithbanktransfer', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(subscriptionRequestSchema, req.body);
    assertOwnCompany(principal.companyId, body.company);
    const written = await subscribeByBankTransfer(app, billing, ctxOf(res), body.company, planOf(body));
    sendWritten(res, written, { operation: 'success', data: written.subscription }, 201);
  });

  router.post('/subscription/omise-verified', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(omiseVerifiedRequestSchema, req.body);
    assertOwnCompany(principal.companyId, body.company);
    const ctx = ctxOf(res);
    const result =
      'chargeId' in body
        ? await verifyCardReturn(app, billing, ctx, body.company, body.chargeId)
        : await payWithCard(app, billing, ctx, {
            companyId: body.company,
            plan: planOf(body),
            card: 'savedCard' in body ? { savedCard: true } : { cardToken: body.cardToken },
            returnUri: ownReturnUri(app.config.publicUrl, body.returnUri),
          });
    if (result.status === 'pending') return void res.status(202).json({ operation: 'success', data: result });
    const { position, ...data } = result;
    sendWritten(res, { revision: undefined, position }, { operation: 'success', data });
  });

  router.post('/subscription/cancel', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(cancelSubscriptionRequestSchema, req.body);
    assertOwnCompany(principal.companyId, body.company);
    const { company: _company, ...form } = body;
    const written = await cancelSubscription(app, ctxOf(res), body.company, form);
    sendWritten(res, written, { operation: 'success', data: written.subscription });
  });

  router.post('/admin/subscription/bankTransferPayment', async (req, res) => {
    requireAdmin(res);
    const { company, ...payment } = parseBody(bankTransferPaymentBodySchema, req.body);
    const written = await recordBankTransfer(app, ctxOf(res), company, payment);
    sendWritten(res, written, { operation: 'success', data: written.subscription });
  });

  return router;
}
