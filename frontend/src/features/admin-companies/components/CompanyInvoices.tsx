import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_METHOD_WORDS, PAYMENT_SCHEDULE_WORDS, type AdminCompanyListItem, type CompanyInvoice } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { TextField } from '../../../components/form/TextField';
import { ApiError } from '../../../api/apiError';
import { downloadFile } from '../../../api/downloadFile';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { formatListDate, formatYen } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { companyInvoicesQuery, useCompanyCommands, type InvoicePeriod } from '../api/companyApi';
import { currentMonthPeriod, invoicePeriodErrors } from '../model/invoicePeriod';
import { Form } from '../../../components/form/Form';

/** A company's invoices: issue one for a period, view it, download its PDF, send it by e-mail. */
export function CompanyInvoices({ company }: { readonly company: AdminCompanyListItem }) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const dialogs = useDialogs();
  const commands = useCompanyCommands();
  const invoices = useQuery(companyInvoicesQuery(api, company._id));
  const [period, setPeriod] = useState<InvoicePeriod>(() => currentMonthPeriod(new Date()));
  const [touched, setTouched] = useState(false);
  const [openId, setOpenId] = useState<string | undefined>();
  const errors = touched ? invoicePeriodErrors(period) : {};

  const failed = (error: unknown) => {
    console.warn('The invoice call failed', error);
    const key = error instanceof ApiError ? error.key : undefined;
    void dialogs.showResult({ kind: 'error', message: key ? i18n._(errorDescriptor(key)) : undefined });
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(invoicePeriodErrors(period)).length > 0) return;
    try {
      const { data } = await commands.createInvoice.mutateAsync({ company: company._id, period });
      setOpenId(data._id);
      setTouched(false);
      const invoiceNo = data.invoiceNo;
      void dialogs.showResult({ kind: 'success', message: t`Invoice ${invoiceNo} was created.` });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section className="panel-section" aria-labelledby={`invoices-${company._id}`}>
      <h3 id={`invoices-${company._id}`} className="panel-section__title">
        <Trans>Invoices</Trans>
      </h3>
      <Form className="inline-form" onSubmit={create} aria-label={t`Create invoice`}>
        <TextField
          label={t`Period from`}
          name="periodFrom"
          type="date"
          required
          value={period.periodFrom}
          onChange={(periodFrom) => setPeriod((current) => ({ ...current, periodFrom }))}
          errorKey={errors.periodFrom}
        />
        <TextField
          label={t`Period to`}
          name="periodTo"
          type="date"
          required
          value={period.periodTo}
          onChange={(periodTo) => setPeriod((current) => ({ ...current, periodTo }))}
          errorKey={errors.periodTo}
        />
        <button type="submit" className="button button--primary" disabled={commands.createInvoice.isPending}>
          <Trans>Create invoice</Trans>
        </button>
      </Form>
      {invoices.isError && (
        <p role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      )}
      {invoices.data && invoices.data.data.length === 0 && (
        <p>
          <Trans>No invoices have been issued yet.</Trans>
        </p>
      )}
      <ul className="invoice-list">
        {invoices.data?.data.map((invoice) => (
          <li key={invoice._id} className="invoice-list__item">
            <div className="invoice-list__summary">
              <span>{invoice.invoiceNo}</span>
              <span>
                {formatListDate(invoice.periodFrom)} – {formatListDate(invoice.periodTo)}
              </span>
              <span>
                <Trans>{formatYen(invoice.totalAmount)} incl. tax</Trans>
              </span>
              {invoice.paidAt && (
                <span className="status-badge" data-testid="invoice-paid">
                  <Trans>Paid</Trans>
                </span>
              )}
              {invoice.declineReason && (
                <span className="status-badge" data-testid="invoice-declined">
                  <Trans>Card declined</Trans>
                </span>
              )}
              <button
                type="button"
                className="button button--small"
                aria-expanded={openId === invoice._id}
                onClick={() => setOpenId((current) => (current === invoice._id ? undefined : invoice._id))}
              >
                {openId === invoice._id ? <Trans>Hide</Trans> : <Trans>View</Trans>}
              </button>
            </div>
            {openId === invoice._id && <InvoiceDetails invoice={invoice} defaultEmail={company.email} onFailure={failed} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface InvoiceDetailsProps {
  readonly invoice: CompanyInvoice;
  readonly defaultEmail: string;
  readonly onFailure: (error: unknown) => void;
}

function InvoiceDetails({ invoice, defaultEmail, onFailure }: InvoiceDetailsProps) {
  const { t, i18n } = useLingui();
  const dialogs = useDialogs();
  const commands = useCompanyCommands();
  const services = useServices();
  const language = useLanguage();
  const [email, setEmail] = useState(defaultEmail);
  const invoiceNo = invoice.invoiceNo;
  const taxRate = invoice.taxRatePercent;
  const rows: [string, string][] = [
    [t`Invoice number`, invoice.invoiceNo],
    [t`Period`, `${formatListDate(invoice.periodFrom)} – ${formatListDate(invoice.periodTo)}`],
    [t`Cars`, String(invoice.carCount)],
    [t`Devices`, String(invoice.deviceCount)],
    [t`Payment schedule`, PAYMENT_SCHEDULE_WORDS[invoice.paymentSchedule][language]],
    [t`Payment method`, PAYMENT_METHOD_WORDS[invoice.paymentMethod][language]],
    [t`Amount before tax`, formatYen(invoice.subtotal)],
    [t`Consumption tax (${taxRate}%)`, formatYen(invoice.tax)],
    [t`Total including tax`, formatYen(invoice.totalAmount)],
    [t`Issued`, formatListDate(invoice.issuedAt)],
    [t`Sent`, invoice.sentAt ? formatListDate(invoice.sentAt) : t`Not sent yet`],
    [t`Paid`, invoice.paidAt ? formatListDate(invoice.paidAt) : t`Not paid yet`],
    ...(invoice.declineReason ? [[t`Card declined`, i18n._(errorDescriptor(invoice.declineReason))] as [string, string]] : []),
  ];

  const download = async () => {
    try {
      await downloadFile(services, `/admin/companyInvoice/${encodeURIComponent(invoice._id)}?format=pdf`, `${invoiceNo}.pdf`);
    } catch (error) {
      onFailure(error);
    }
  };

  const send = async () => {
    try {
      const to = email.trim();
      await commands.sendInvoice.mutateAsync({ id: invoice._id, email: to || undefined });
      const recipient = to || defaultEmail;
      void dialogs.showResult({ kind: 'success', message: t`Invoice ${invoiceNo} was sent to ${recipient}.` });
    } catch (error) {
      onFailure(error);
    }
  };

  return (
    <section className="invoice-details" aria-label={t`Invoice ${invoiceNo}`}>
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button" onClick={() => void download()}>
        <Trans>Download PDF</Trans>
      </button>
      <TextField label={t`Send to`} name="invoiceEmail" type="email" value={email} onChange={setEmail} />
      <button type="button" className="button" disabled={commands.sendInvoice.isPending} onClick={() => void send()}>
        <Trans>Send by e-mail</Trans>
      </button>
    </section>
  );
}
