import { useLingui } from '@lingui/react/macro';

/** What an event type is about, by the prefix of its name (longest first: `CompanyDevice` before `Company`). */
const SUBJECTS = [
  'CompanyInvoice',
  'CompanyDevice',
  'CompanyEmail',
  'Company',
  'DriverDuty',
  'Driver',
  'CarNumber',
  'CarReference',
  'Car',
  'OfficeReference',
  'Office',
  'Manager',
  'Device',
  'Detector',
  'FaqArticle',
  'FaqCategory',
  'Subscription',
  'BankTransferPayment',
  'Payment',
  'InvoiceNumber',
  'Session',
  'Auditor',
  'TestResult',
  'Notification',
  'PlatformAdmin',
  'SerialNo',
  'UniqueValue',
  // The stored event type LedgerLinkSealed (a record chain link) keeps its old name.
  'LedgerLink',
] as const;
type Subject = (typeof SUBJECTS)[number];

/**
 * The access log's changes in words (issue 33 item 5): an auditor reads 「運転者：変更」, never `DriverUpdated` or a
 * stream's id. The subject comes from the event type's prefix, the action from the rest; what is not known reads
 * as some other change of that subject (or of something).
 */
export function useChangeWords() {
  const { t } = useLingui();
  const subjects: Record<Subject, string> = {
    CompanyInvoice: t`Invoice`,
    CompanyDevice: t`Company's own detector`,
    CompanyEmail: t`Company e-mail`,
    Company: t`Company`,
    DriverDuty: t`Driver's duty`,
    Driver: t`Driver`,
    CarNumber: t`Car number`,
    CarReference: t`Car`,
    Car: t`Car`,
    OfficeReference: t`Office`,
    Office: t`Office`,
    Manager: t`Manager`,
    Device: t`Rented detector`,
    Detector: t`Detector`,
    FaqArticle: t`FAQ article`,
    FaqCategory: t`FAQ category`,
    Subscription: t`Subscription`,
    BankTransferPayment: t`Bank transfer`,
    Payment: t`Payment`,
    InvoiceNumber: t`Invoice number`,
    Session: t`Session`,
    Auditor: t`Auditor`,
    TestResult: t`Check record`,
    Notification: t`Notification`,
    PlatformAdmin: t`Platform admin`,
    SerialNo: t`Serial number`,
    UniqueValue: t`Unique value`,
    LedgerLink: t`Record chain`,
  };
  const actions: Record<string, string> = {
    Created: t`added`,
    Registered: t`added`,
    Added: t`added`,
    Invited: t`added`,
    Updated: t`changed`,
    Changed: t`changed`,
    DetailsUpdated: t`changed`,
    DetailsChanged: t`changed`,
    Set: t`changed`,
    LanguageChanged: t`language changed`,
    Deleted: t`deleted`,
    Removed: t`deleted`,
    Deregistered: t`deleted`,
    Revoked: t`ended`,
    Started: t`started`,
    Refreshed: t`extended`,
    Cancelled: t`cancelled`,
    PlanChanged: t`plan changed`,
    PasswordReset: t`password reset`,
    PasswordSet: t`password set`,
    Recorded: t`recorded`,
    Confirmed: t`confirmed`,
    Corrected: t`corrected`,
    Issued: t`issued`,
    Paid: t`paid`,
    Sent: t`sent`,
    Dismissed: t`dismissed`,
    Maintained: t`maintained`,
    AssignedToCompany: t`rented to the company`,
    UnassignedFromCompany: t`taken back from the company`,
    SecretRotated: t`secret renewed`,
  };
  return (eventType: string): string => {
    const subject = SUBJECTS.find((candidate) => eventType.startsWith(candidate));
    if (!subject) return t`Other change`;
    const action = actions[eventType.slice(subject.length)] ?? t`other change`;
    return t`${subjects[subject]}: ${action}`;
  };
}
