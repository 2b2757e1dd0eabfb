import { BANK_TRANSFER, type SubscriptionPlan } from '@fleetcheck/contracts';
import { DomainError } from '../shared/domain-error';
import { withConsumptionTax } from '../subscription/tax';
import type { IssuedInvoice } from './decider';

/** A bank-transfer company's plan change mid-term, as the subscription recorded it (SubscriptionPlanChanged). */
export interface PlanChangeInvoiceRequest {
  company: { companyId: string; name: string; email: string };
  /** The day the change applied and the last day of the term it is prorated over. */
  changedOn: string;
  expiryDate: string;
  plan: SubscriptionPlan;
  /** The prorated difference for the rest of the term, before tax (whole yen). */
  adjustment: number;
  taxRatePercent: number;
}

/**
 * The invoice of a plan change paid by transfer: one line, the prorated difference for the rest of the term,
 * then consumption tax (the one rounding rule), so the amount answered as due is billed. Only a positive
 * difference is invoiced.
 */
export function draftPlanChangeInvoice(request: PlanChangeInvoiceRequest): Omit<IssuedInvoice, 'invoiceId' | 'invoiceNo' | 'issuedAt'> {
  const { company, changedOn, expiryDate, plan, adjustment, taxRatePercent } = request;
  if (adjustment <= 0) throw new DomainError('Errors.Invalid');
  const { tax, total } = withConsumptionTax(adjustment, taxRatePercent);
  return {
    companyId: company.companyId,
    companyName: company.name,
    companyEmail: company.email,
    periodFrom: changedOn,
    periodTo: expiryDate,
    plan,
    paymentMethod: BANK_TRANSFER,
    lines: [
      {
        labelJa: `プラン変更差額 (${changedOn}〜${expiryDate} 日割り)`,
        labelEn: `Plan change difference (prorated ${changedOn} to ${expiryDate})`,
        quantity: 1,
        unitPrice: adjustment,
        amount: adjustment,
      },
    ],
    discountAmount: 0,
    subtotal: adjustment,
    taxRatePercent,
    tax,
    totalAmount: total,
  };
}
