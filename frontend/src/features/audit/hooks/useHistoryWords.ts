import { useLingui } from '@lingui/react/macro';
import type { HistoryEventType, HistoryInvoice, SubscriptionHistoryEntry } from '@fleetcheck/contracts';
import { formatYen } from '../../../i18n/format';
import type { HistoryField } from '../model/historyRows';

type Role = SubscriptionHistoryEntry['actor']['role'];

/** The subscription timeline's words in the page's language: fields, events, roles and an invoice in one line. */
export function useHistoryWords() {
  const { t } = useLingui();
  const fields: Record<HistoryField, string> = {
    status: t`Status`,
    carCount: t`Cars`,
    deviceCount: t`Devices`,
    paymentSchedule: t`Payment schedule`,
    paymentMethod: t`Payment method`,
    totalAmount: t`Amount per term (before tax)`,
    startDate: t`Start date`,
    expiryDate: t`Expiry date`,
    cancelledEffectiveOn: t`Cancelled as of`,
  };
  const events: Record<HistoryEventType, string> = {
    SubscriptionStarted: t`Subscription started`,
    SubscriptionPlanChanged: t`Plan changed`,
    BankTransferPaymentRecorded: t`Bank transfer recorded`,
    SubscriptionCancelled: t`Subscription cancelled`,
    CompanyInvoiceIssued: t`Invoice issued`,
    CompanyInvoicePaid: t`Invoice paid`,
  };
  // The values that are codes, in words (an auditor never reads `Active` or `bank transfer`).
  const values: Partial<Record<HistoryField, Record<string, string>>> = {
    status: { Pending: t`Pending`, Active: t`Active`, Cancelled: t`Cancelled`, Expired: t`Expired` },
    paymentSchedule: { monthly: t`Monthly`, yearly: t`Yearly` },
    paymentMethod: { 'bank transfer': t`Bank transfer`, card: t`Card` },
  };
  const roles: Record<Role, string> = {
    admin: t`Platform admin`,
    manager: t`Manager`,
    auditor: t`Auditor`,
    driver: t`Driver`,
    device: t`Device`,
    system: t`System`,
    anonymous: t`Anonymous`,
  };
  const invoice = (invoice: HistoryInvoice) => {
    const subtotal = formatYen(invoice.subtotal);
    const tax = formatYen(invoice.tax);
    const total = formatYen(invoice.totalAmount);
    const status = invoice.status === 'paid' ? t`Paid` : t`Unpaid`;
    return t`${invoice.invoiceNo} (${invoice.periodFrom} to ${invoice.periodTo}): before tax ${subtotal}, tax ${tax}, total ${total}, ${status}`;
  };
  return {
    fields,
    /** A field's value in words when it is a code, else as it is. */
    value: (field: HistoryField, value: string | number) => values[field]?.[String(value)] ?? String(value),
    event: (type: string) => events[type as HistoryEventType] ?? type,
    role: (role: Role) => roles[role],
    invoice,
  };
}
