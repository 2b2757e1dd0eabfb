import {
  BANK_TRANSFER,
  COUNTER_MAX,
  subscriptionCatalogue,
  type PaymentMethod,
  type PaymentReference,
  type SubscriptionAmounts,
  type SubscriptionEvent,
  type SubscriptionPlan,
} from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';
import { prorateAdjustment, quote, type PriceList } from './pricing';
import { dayAfter, expiryDateOf } from './term';
import { dueTermStart } from './renewal';
import { isLapsed } from './status';

interface Plan {
  companyId: string;
  plan: SubscriptionPlan;
  paymentMethod: PaymentMethod;
  amounts: SubscriptionAmounts;
  /** Order ids and bank-transfer references already applied: a replayed return or record changes nothing. */
  references: string[];
}

export type SubscriptionState =
  | { status: 'None' }
  | ({ status: 'Pending' } & Plan)
  | ({ status: 'Active'; startDate: string; expiryDate: string } & Plan)
  | ({ status: 'Cancelled'; startDate: string | null; expiryDate: string | null; effectiveOn: string } & Plan);

export interface CancellationTicks {
  terms: boolean;
  policy: boolean;
  check3: boolean;
  check4: boolean;
  reason: boolean;
}

/** `today` ('YYYY-MM-DD') and `prices` arrive in the command: the decider reads no clock and no config. */
export type SubscriptionCommand =
  | {
      type: 'StartSubscription';
      data: {
        companyId: string;
        operation: 'create' | 'newSubscription';
        plan: SubscriptionPlan;
        paymentMethod: PaymentMethod;
        today: string;
        prices: PriceList;
        payment: PaymentReference | null;
      };
    }
  | {
      type: 'ChangePlan';
      data: {
        operation: 'update' | 'adminUpgrade';
        plan: SubscriptionPlan;
        today: string;
        prices: PriceList;
        payment: PaymentReference | null;
      };
    }
  | { type: 'RenewSubscription'; data: { termStart: string; payment: PaymentReference } }
  | { type: 'RecordBankTransferPayment'; data: { amount: number; paidOn: string; reference: string } }
  | { type: 'CancelSubscription'; data: { form: CancellationTicks; today: string } };

/** Spec section 5: neither count may be 0 (with the spec's own keys), nor above the counter maximum. */
export function assertValidCounts(plan: SubscriptionPlan): void {
  if (plan.carCount === 0) throw new DomainError('Car can not be 0');
  if (plan.deviceCount === 0) throw new DomainError('Device can not be 0');
  for (const [path, value] of [
    ['carCount', plan.carCount],
    ['deviceCount', plan.deviceCount],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value > COUNTER_MAX)
      throw new DomainError('Errors.Invalid', [{ path, key: 'Errors.Invalid' }]);
  }
}

const alreadyApplied = (state: SubscriptionState, reference: string | undefined): boolean =>
  reference !== undefined && state.status !== 'None' && state.references.includes(reference);

export function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'StartSubscription': {
      const { data } = command;
      if (alreadyApplied(state, data.payment?.orderId)) return [];
      assertValidCounts(data.plan);
      if (state.status === 'Pending') throw new DomainError('Errors.PaymentPending');
      if (data.operation === 'create' ? state.status !== 'None' : !isLapsed(state, data.today)) throw new DomainError('Errors.Conflict');
      const bank = data.paymentMethod === BANK_TRANSFER;
      if (!bank && !data.payment) throw new DomainError('Errors.PaymentFailed');
      return [
        {
          type: 'SubscriptionStarted',
          data: {
            companyId: data.companyId,
            operation: data.operation,
            plan: data.plan,
            paymentMethod: data.paymentMethod,
            status: bank ? 'Pending' : 'Active',
            amounts: quote(data.plan, data.prices),
            startDate: bank ? null : data.today,
            expiryDate: bank ? null : expiryDateOf(data.today, data.plan.paymentSchedule),
            payment: bank ? null : data.payment,
          },
        },
      ];
    }
    case 'ChangePlan': {
      const { data } = command;
      if (alreadyApplied(state, data.payment?.orderId)) return [];
      if (state.status === 'None') throw notFound();
      if (state.status === 'Pending') throw new DomainError('Errors.PaymentPending');
      if (state.status !== 'Active' || data.today > state.expiryDate) throw new DomainError('Errors.SubscriptionNotActive');
      assertValidCounts(data.plan);
      const from = state.plan;
      const to = data.plan;
      if (from.carCount === to.carCount && from.deviceCount === to.deviceCount && from.paymentSchedule === to.paymentSchedule)
        throw new DomainError('NothingChanged');
      if (data.operation === 'update' && (to.carCount < from.carCount || to.deviceCount < from.deviceCount))
        throw new DomainError('COMSPlanOnlyIncrease');
      // Spec section 6: only a bank-transfer company gets the admin's upgrade mode.
      if (data.operation === 'adminUpgrade' && state.paymentMethod !== BANK_TRANSFER) throw new DomainError('Errors.Forbidden');
      const amounts = quote(to, data.prices);
      const adjustment = prorateAdjustment({
        today: data.today,
        startDate: state.startDate,
        oldSchedule: from.paymentSchedule,
        oldPrice: state.amounts.totalAmount,
        newSchedule: to.paymentSchedule,
        newPrice: amounts.totalAmount,
      });
      // A bank-transfer company pays the difference by transfer (it is invoiced), never by card: a card
      // payment for its change is refused before any charge (the payment page previews through this rule).
      const byTransfer = state.paymentMethod === BANK_TRANSFER;
      if (data.operation === 'update' && byTransfer && data.payment) throw new DomainError('Errors.Forbidden');
      if (data.operation === 'update' && !byTransfer && adjustment > 0 && !data.payment) throw new DomainError('Errors.PaymentFailed');
      const newTerm = from.paymentSchedule !== to.paymentSchedule;
      return [
        {
          type: 'SubscriptionPlanChanged',
          data: {
            companyId: state.companyId,
            operation: data.operation,
            from,
            to,
            amountsBefore: state.amounts,
            amounts,
            adjustment,
            startDate: newTerm ? data.today : state.startDate,
            expiryDate: newTerm ? expiryDateOf(data.today, to.paymentSchedule) : state.expiryDate,
            payment: data.payment,
          },
        },
      ];
    }
    case 'RenewSubscription': {
      const { data } = command;
      if (alreadyApplied(state, data.payment.orderId)) return [];
      // Only the term that is due, of a running card subscription: a changed plan or a term already started is refused.
      if (state.status !== 'Active' || dueTermStart(state, data.termStart) !== data.termStart)
        throw new DomainError('Errors.SubscriptionNotActive');
      return [
        {
          type: 'SubscriptionStarted',
          data: {
            companyId: state.companyId,
            operation: 'newSubscription',
            plan: state.plan,
            paymentMethod: state.paymentMethod,
            status: 'Active',
            amounts: state.amounts,
            startDate: data.termStart,
            expiryDate: expiryDateOf(data.termStart, state.plan.paymentSchedule),
            payment: data.payment,
          },
        },
      ];
    }
    case 'RecordBankTransferPayment': {
      const { data } = command;
      if (alreadyApplied(state, data.reference)) return [];
      if (state.status === 'None') throw notFound();
      if (state.paymentMethod !== BANK_TRANSFER) throw new DomainError('Errors.Invalid', [{ path: 'company', key: 'Errors.Invalid' }]);
      if (state.status === 'Cancelled') throw new DomainError('Errors.SubscriptionNotActive');
      // A payment for the next term, made before the current one ends, starts the day after it.
      const startDate = state.status === 'Active' && data.paidOn <= state.expiryDate ? dayAfter(state.expiryDate) : data.paidOn;
      return [
        {
          type: 'BankTransferPaymentRecorded',
          data: {
            companyId: state.companyId,
            amount: data.amount,
            paidOn: data.paidOn,
            reference: data.reference,
            startDate,
            expiryDate: expiryDateOf(startDate, state.plan.paymentSchedule),
          },
        },
      ];
    }
    case 'CancelSubscription': {
      const { data } = command;
      if (state.status === 'None') throw notFound();
      if (state.status === 'Cancelled') return [];
      // Paid time is kept: access ends with the paid term, or today when nothing was paid (or it ran out).
      const effectiveOn = state.status === 'Active' && data.today <= state.expiryDate ? state.expiryDate : data.today;
      return [
        { type: 'SubscriptionCancelled', data: { companyId: state.companyId, form: data.form, requestedOn: data.today, effectiveOn } },
      ];
    }
    default:
      return assertNever(command);
  }
}

const withReference = (references: string[], reference: string | undefined) => (reference ? [...references, reference] : references);

export function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'SubscriptionStarted': {
      const { data } = event;
      const references = withReference(state.status === 'None' ? [] : state.references, data.payment?.orderId);
      const plan: Plan = {
        companyId: data.companyId,
        plan: data.plan,
        paymentMethod: data.paymentMethod,
        amounts: data.amounts,
        references,
      };
      if (data.status === 'Pending' || !data.startDate || !data.expiryDate) return { status: 'Pending', ...plan };
      return { status: 'Active', ...plan, startDate: data.startDate, expiryDate: data.expiryDate };
    }
    case 'SubscriptionPlanChanged':
      if (state.status !== 'Active') return state;
      return {
        ...state,
        plan: event.data.to,
        amounts: event.data.amounts,
        startDate: event.data.startDate,
        expiryDate: event.data.expiryDate,
        references: withReference(state.references, event.data.payment?.orderId),
      };
    case 'BankTransferPaymentRecorded':
      if (state.status === 'None') return state;
      return {
        status: 'Active',
        companyId: state.companyId,
        plan: state.plan,
        paymentMethod: state.paymentMethod,
        amounts: state.amounts,
        references: withReference(state.references, event.data.reference),
        startDate: event.data.startDate,
        expiryDate: event.data.expiryDate,
      };
    case 'SubscriptionCancelled':
      if (state.status === 'None' || state.status === 'Cancelled') return state;
      return {
        ...state,
        status: 'Cancelled',
        startDate: state.status === 'Active' ? state.startDate : null,
        expiryDate: state.status === 'Active' ? state.expiryDate : null,
        effectiveOn: event.data.effectiveOn,
      };
    default:
      return assertNever(event);
  }
}

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const subscriptionAggregate: Aggregate<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  decider: subscriptionDecider,
  codec: subscriptionCatalogue,
};
