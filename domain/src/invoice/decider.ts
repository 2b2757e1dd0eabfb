import {
  invoiceCatalogue,
  type CompanyInvoiceIssued,
  type EventOf,
  type InvoiceEvent,
  type PaymentMethod,
  type SubscriptionAmounts,
  type SubscriptionPlan,
} from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';
import { invoiceAmounts, termsInPeriod } from '../subscription/invoice-amounts';
import { draftPlanChangeInvoice, type PlanChangeInvoiceRequest } from './plan-change';

export type IssuedInvoice = EventOf<typeof CompanyInvoiceIssued>['data'];

/**
 * One invoice (`invoice-<invoiceId>`): issued once with its figures fixed, then sent (and resent) by e-mail,
 * and paid once (a card charge of exactly its total).
 */
export type InvoiceState =
  | { status: 'None' }
  | {
      status: 'Issued';
      invoice: IssuedInvoice;
      sentTo: readonly string[];
      paidAt: string | null;
      /** The provider's failure code of the last declined card charge (null: none declined). */
      declinedWith: string | null;
    };

/** The card charge that pays an invoice (a succeeded payment order). */
export interface InvoicePayment {
  orderId: string;
  chargeId: string;
  amount: number;
}

/** The plan an invoice prices: the company's subscription as it stands (null: none yet). */
export interface InvoicedSubscription {
  plan: SubscriptionPlan;
  amounts: SubscriptionAmounts;
  paymentMethod: PaymentMethod;
}

export interface InvoiceRequest {
  company: { companyId: string; name: string; email: string };
  periodFrom: string;
  periodTo: string;
  subscription: InvoicedSubscription | null;
  taxRatePercent: number;
}

/**
 * An invoice's content before it has a number: the subscription's plan priced over every term starting in
 * the period, plus consumption tax. Refuses a company without a subscription. Called before a number is
 * taken (so a refusal leaves no gap in the sequence) and again by `decide`.
 */
export function draftInvoice(request: InvoiceRequest): Omit<IssuedInvoice, 'invoiceId' | 'invoiceNo' | 'issuedAt'> {
  const { company, periodFrom, periodTo, subscription, taxRatePercent } = request;
  if (!subscription) throw new DomainError('Errors.SubscriptionRequired');
  const terms = termsInPeriod(periodFrom, periodTo, subscription.plan.paymentSchedule);
  const { lines, discountAmount, subtotal, tax, totalAmount } = invoiceAmounts(
    subscription.plan,
    subscription.amounts,
    terms,
    taxRatePercent,
  );
  return {
    companyId: company.companyId,
    companyName: company.name,
    companyEmail: company.email,
    periodFrom,
    periodTo,
    plan: subscription.plan,
    paymentMethod: subscription.paymentMethod,
    lines,
    discountAmount,
    subtotal,
    taxRatePercent,
    tax,
    totalAmount,
  };
}

export type InvoiceCommand =
  | { type: 'IssueInvoice'; data: InvoiceRequest & { invoiceId: string; invoiceNo: string; at: string } }
  | { type: 'IssuePlanChangeInvoice'; data: PlanChangeInvoiceRequest & { invoiceId: string; invoiceNo: string; at: string } }
  | { type: 'SendInvoice'; data: { to: string; at: string } }
  | { type: 'RecordInvoicePaid'; data: InvoicePayment & { at: string } }
  | { type: 'RecordInvoiceChargeDeclined'; data: { orderId: string; chargeId: string | null; failureCode: string; at: string } }
  | { type: 'RecordInvoiceChargeUnanswered'; data: { orderId: string; at: string } };

export function decide(command: InvoiceCommand, state: InvoiceState): InvoiceEvent[] {
  switch (command.type) {
    case 'IssueInvoice': {
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      const { invoiceId, invoiceNo, at } = command.data;
      return [{ type: 'CompanyInvoiceIssued', data: { invoiceId, invoiceNo, ...draftInvoice(command.data), issuedAt: at } }];
    }
    case 'IssuePlanChangeInvoice': {
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      const { invoiceId, invoiceNo, at } = command.data;
      return [{ type: 'CompanyInvoiceIssued', data: { invoiceId, invoiceNo, ...draftPlanChangeInvoice(command.data), issuedAt: at } }];
    }
    case 'SendInvoice': {
      if (state.status === 'None') throw notFound();
      const { invoiceId, companyId } = state.invoice;
      return [{ type: 'CompanyInvoiceSent', data: { invoiceId, companyId, to: command.data.to, sentAt: command.data.at } }];
    }
    case 'RecordInvoicePaid': {
      if (state.status === 'None') throw notFound();
      // Paid once: a second record (a retried request) appends nothing.
      if (state.paidAt !== null) return [];
      const { orderId, chargeId, amount, at } = command.data;
      // Only a charge of exactly the invoice's total settles it: a different amount is not this invoice's payment.
      if (amount !== state.invoice.totalAmount) throw new DomainError('Errors.Conflict');
      const { invoiceId, companyId } = state.invoice;
      return [{ type: 'CompanyInvoicePaid', data: { invoiceId, companyId, orderId, chargeId, amount, paidAt: at } }];
    }
    case 'RecordInvoiceChargeDeclined': {
      if (state.status === 'None') throw notFound();
      // A paid invoice was not declined: a late answer of another charge changes nothing.
      if (state.paidAt !== null) return [];
      const { orderId, chargeId, failureCode, at } = command.data;
      const { invoiceId, companyId, invoiceNo } = state.invoice;
      return [
        { type: 'CompanyInvoiceChargeDeclined', data: { invoiceId, companyId, invoiceNo, orderId, chargeId, failureCode, declinedAt: at } },
      ];
    }
    case 'RecordInvoiceChargeUnanswered': {
      if (state.status === 'None') throw notFound();
      if (state.paidAt !== null) return [];
      const { invoiceId, companyId } = state.invoice;
      return [
        { type: 'CompanyInvoiceChargeUnanswered', data: { invoiceId, companyId, orderId: command.data.orderId, askedAt: command.data.at } },
      ];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: InvoiceState, event: InvoiceEvent): InvoiceState {
  switch (event.type) {
    case 'CompanyInvoiceIssued':
      return state.status === 'None' ? { status: 'Issued', invoice: event.data, sentTo: [], paidAt: null, declinedWith: null } : state;
    case 'CompanyInvoiceSent':
      return state.status === 'None' ? state : { ...state, sentTo: [...state.sentTo, event.data.to] };
    case 'CompanyInvoicePaid':
      return state.status === 'None' ? state : { ...state, paidAt: event.data.paidAt };
    case 'CompanyInvoiceChargeDeclined':
      return state.status === 'None' ? state : { ...state, declinedWith: event.data.failureCode };
    case 'CompanyInvoiceChargeUnanswered':
      // Nothing settled: the workers find out what the provider did.
      return state;
    case 'InvoiceNumberAssigned':
      // Written to the number sequence's stream, never to an invoice's.
      return state;
    default:
      return assertNever(event);
  }
}

export const invoiceDecider: Decider<InvoiceCommand, InvoiceEvent, InvoiceState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const invoiceAggregate: Aggregate<InvoiceCommand, InvoiceEvent, InvoiceState> = { decider: invoiceDecider, codec: invoiceCatalogue };
